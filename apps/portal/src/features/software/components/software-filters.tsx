import { Select } from '@mantine/core';
import type { Machine, SoftwareFacets, SoftwareListQuery } from '@toolbox/domain';
import { FilterBar, machineOptions, withCurrent } from '../../../components/data-table-filters';

interface SoftwareFiltersProps {
  query: SoftwareListQuery;
  facets: SoftwareFacets;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly Machine[] | undefined;
  onChange: (changes: Partial<SoftwareListQuery>) => void;
}

/** Search box (debounced) and the category and machine filters of the software list. */
export function SoftwareFilters({ query, facets, machines, onChange }: SoftwareFiltersProps) {
  const categories = facets.categories.map(({ name, count }) => ({
    value: name,
    label: `${name} (${count})`,
  }));

  return (
    <FilterBar
      label="Filter software"
      search={{
        placeholder: 'Name, description or author',
        value: query.search,
        onChange: (search) => onChange({ search }),
        style: { flex: '1 1 240px' },
      }}
    >
      <Select
        label="Category"
        placeholder="All categories"
        data={withCurrent(categories, query.category)}
        value={query.category ?? null}
        onChange={(category) => onChange({ category: category ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No such category"
        w={200}
      />
      <Select
        label="Machine"
        placeholder={machines ? 'All machines' : 'Loading machines…'}
        data={withCurrent(machineOptions(machines), query.machineId)}
        value={query.machineId ?? null}
        onChange={(machineId) => onChange({ machineId: machineId ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No machine matches"
        w={230}
      />
    </FilterBar>
  );
}
