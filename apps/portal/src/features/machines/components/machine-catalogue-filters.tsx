import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { Search } from 'lucide-react';
import { useState } from 'react';
import type { MachineCatalogueQuery } from './catalogue-params';

/** How long typing pauses before the search goes into the URL. */
const SEARCH_DEBOUNCE_MS = 300;

interface MachineCatalogueFiltersProps {
  query: MachineCatalogueQuery;
  manufacturers: { name: string; count: number }[];
  onChange: (changes: Partial<MachineCatalogueQuery>) => void;
}

/** The catalogue's search box (debounced) and manufacturer filter. */
export function MachineCatalogueFilters({
  query,
  manufacturers,
  onChange,
}: MachineCatalogueFiltersProps) {
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

  const options = manufacturers.map(({ name, count }) => ({
    value: name,
    label: `${name} (${count})`,
  }));
  const current = query.manufacturer;
  const data =
    current && !manufacturers.some((m) => m.name.toLowerCase() === current.toLowerCase())
      ? [{ value: current, label: current }, ...options]
      : options;
  const selected =
    manufacturers.find((m) => m.name.toLowerCase() === current?.toLowerCase())?.name ??
    current ??
    null;

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter machines">
      <TextInput
        label="Search"
        placeholder="Manufacturer, model, category or ID"
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
        label="Manufacturer"
        placeholder="All manufacturers"
        data={data}
        value={selected}
        onChange={(manufacturer) => onChange({ manufacturer: manufacturer ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No such manufacturer"
        w={240}
      />
    </Group>
  );
}
