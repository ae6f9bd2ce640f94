import { Select } from '@mantine/core';
import type { DocumentListQuery, Machine } from '@toolbox/domain';
import { FilterBar, machineOptions, withCurrent } from '../../../components/data-table-filters';

interface DocumentsFiltersProps {
  query: DocumentListQuery;
  categories: string[];
  machines: Machine[];
  onChange: (changes: Partial<DocumentListQuery>) => void;
}

/** Search (title, description, author), and the category and machine filters. */
export function DocumentsFilters({ query, categories, machines, onChange }: DocumentsFiltersProps) {
  return (
    <FilterBar
      label="Filter documents"
      search={{
        placeholder: 'Title, description or author',
        value: query.search,
        onChange: (search) => onChange({ search }),
        w: 300,
      }}
    >
      <Select
        label="Category"
        placeholder="All categories"
        data={withCurrent(categories, query.category)}
        value={query.category ?? null}
        onChange={(value) => onChange({ category: value ?? undefined })}
        clearable
        searchable
        w={200}
      />
      <Select
        label="Machine"
        placeholder="All machines"
        data={withCurrent(machineOptions(machines), query.machineId)}
        value={query.machineId ?? null}
        onChange={(value) => onChange({ machineId: value ?? undefined })}
        clearable
        searchable
        w={220}
      />
    </FilterBar>
  );
}
