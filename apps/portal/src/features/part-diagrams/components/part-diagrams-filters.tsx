import { Select } from '@mantine/core';
import type { Machine, PartDiagramListQuery } from '@toolbox/domain';
import { FilterBar, machineOptions, withCurrent } from '../../../components/data-table-filters';

interface PartDiagramsFiltersProps {
  query: PartDiagramListQuery;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly Machine[] | undefined;
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
      <Select
        label="Machine"
        placeholder={machines ? 'All machines' : 'Loading machines…'}
        data={withCurrent(machineOptions(machines), query.machineId)}
        value={query.machineId ?? null}
        onChange={(machineId) => onChange({ machineId: machineId ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No machine matches"
        w={240}
      />
    </FilterBar>
  );
}
