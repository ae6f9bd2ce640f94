import { Group, Select } from '@mantine/core';
import type { DocumentListQuery, Machine } from '@toolbox/domain';
import { SearchField } from '../../../components/search-field';

interface DocumentsFiltersProps {
  query: DocumentListQuery;
  categories: string[];
  machines: Machine[];
  onChange: (changes: Partial<DocumentListQuery>) => void;
}

/** Search (title, description, author), and the category and machine filters. */
export function DocumentsFilters({ query, categories, machines, onChange }: DocumentsFiltersProps) {
  const categoryOptions =
    query.category && !categories.includes(query.category)
      ? [query.category, ...categories]
      : categories;
  const machineOptions = machines.map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));
  if (query.machineId && !machines.some((m) => m.id === query.machineId)) {
    machineOptions.unshift({ value: query.machineId, label: query.machineId });
  }

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter documents">
      <SearchField
        label="Search"
        placeholder="Title, description or author"
        value={query.search}
        onChange={(search) => onChange({ search })}
        w={300}
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={categoryOptions}
        value={query.category ?? null}
        onChange={(value) => onChange({ category: value ?? undefined })}
        clearable
        searchable
        w={200}
      />
      <Select
        label="Machine"
        placeholder="All machines"
        data={machineOptions}
        value={query.machineId ?? null}
        onChange={(value) => onChange({ machineId: value ?? undefined })}
        clearable
        searchable
        w={220}
      />
    </Group>
  );
}
