import type { Machine, SoftwareFacets, SoftwareListQuery } from '@toolbox/domain';
import {
  FilterBar,
  FilterSelect,
  MachineFilter,
  withCurrent,
} from '../../../components/data-table-filters';

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
      <FilterSelect
        label="Category"
        placeholder="All categories"
        data={withCurrent(categories, query.category)}
        value={query.category}
        onChange={(category) => onChange({ category })}
        searchable
        nothingFoundMessage="No such category"
        w={200}
      />
      <MachineFilter
        machines={machines}
        value={query.machineId}
        onChange={(machineId) => onChange({ machineId })}
        w={230}
      />
    </FilterBar>
  );
}
