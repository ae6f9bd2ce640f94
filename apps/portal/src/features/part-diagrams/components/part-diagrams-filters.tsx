import { Group, Select } from '@mantine/core';
import type { Machine, PartDiagramListQuery } from '@toolbox/domain';
import { SearchField } from '../../../components/search-field';

interface PartDiagramsFiltersProps {
  query: PartDiagramListQuery;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly Machine[] | undefined;
  onChange: (changes: Partial<PartDiagramListQuery>) => void;
}

/** The parts search (debounced, kept in the URL) and the machine filter of /parts. */
export function PartDiagramsFilters({ query, machines, onChange }: PartDiagramsFiltersProps) {
  const machineOptions = (machines ?? []).map((m) => ({
    value: m.id,
    label: `${m.manufacturer} ${m.model}`,
  }));
  const current = query.machineId;
  const options =
    current && !machineOptions.some((o) => o.value === current)
      ? [{ value: current, label: current }, ...machineOptions]
      : machineOptions;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter part diagrams">
      <SearchField
        label="Search"
        placeholder="Search by part number or name"
        value={query.search}
        onChange={(search) => onChange({ search })}
        style={{ flex: '1 1 260px' }}
      />
      <Select
        label="Machine"
        placeholder={machines ? 'All machines' : 'Loading machines…'}
        data={options}
        value={query.machineId ?? null}
        onChange={(machineId) => onChange({ machineId: machineId ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No machine matches"
        w={240}
      />
    </Group>
  );
}
