import type { MachineName, SoftwareFacets, SoftwareListQuery } from '@toolbox/domain';
import { CategoryFilter, FilterBar, MachineFilter } from '../../../components/data-table-filters';

interface SoftwareFiltersProps {
  query: SoftwareListQuery;
  facets: SoftwareFacets;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly MachineName[] | undefined;
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
      <CategoryFilter
        categories={categories}
        value={query.category}
        onChange={(category) => onChange({ category })}
        nothingFoundMessage="No such category"
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
