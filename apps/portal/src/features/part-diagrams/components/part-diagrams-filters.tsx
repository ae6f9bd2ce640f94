import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { Machine, PartDiagramListQuery } from '@toolbox/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

interface PartDiagramsFiltersProps {
  query: PartDiagramListQuery;
  /** The machine catalogue; undefined while it loads. */
  machines: readonly Machine[] | undefined;
  onChange: (changes: Partial<PartDiagramListQuery>) => void;
}

/** The parts search (debounced, kept in the URL) and the machine filter of /parts. */
export function PartDiagramsFilters({ query, machines, onChange }: PartDiagramsFiltersProps) {
  const urlSearch = query.search ?? '';
  const [text, setText] = useState(urlSearch);
  const [shownSearch, setShownSearch] = useState(urlSearch);
  // Back/forward changes the URL: show its search rather than what was typed before.
  if (urlSearch !== shownSearch) {
    setShownSearch(urlSearch);
    setText(urlSearch);
  }

  const pushSearch = useDebouncedCallback((value: string) => {
    const search = value.trim() || undefined;
    if (search !== query.search) onChange({ search });
  }, SEARCH_DEBOUNCE_MS);

  const typeSearch = (value: string) => {
    setText(value);
    pushSearch(value);
  };

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
      <TextInput
        label="Search"
        placeholder="Search by part number or name"
        leftSection={<Search size={16} aria-hidden />}
        value={text}
        onChange={(event) => typeSearch(event.currentTarget.value)}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                typeSearch('');
                pushSearch.flush();
              }}
            />
          ) : null
        }
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
