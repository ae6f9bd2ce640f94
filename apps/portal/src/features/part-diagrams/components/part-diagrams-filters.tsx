import type { MachineName, PartDiagramListQuery } from '@toolbox/domain';
import { FilterBar, MachineFilter } from '../../../components/data-table-filters';

interface PartDiagramsFiltersProps {
  query: PartDiagramListQuery;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly MachineName[] | undefined;
  onChange: (changes: Partial<PartDiagramListQuery>) => void;
}

/** The parts search (debounced, kept in the URL) and the machine filter of /parts. */
export function PartDiagramsFilters({ query, machines, onChange }: PartDiagramsFiltersProps) {
  return (
    <FilterBar
      label="Filter part diagrams"
      search={{
        placeholder: 'Search by part number or name',
        value: query.search,
        onChange: (search) => onChange({ search }),
        style: { flex: '1 1 260px' },
      }}
    >
      <MachineFilter
        machines={machines}
        value={query.machineId}
        onChange={(machineId) => onChange({ machineId })}
        w={240}
      />
    </FilterBar>
  );
}
