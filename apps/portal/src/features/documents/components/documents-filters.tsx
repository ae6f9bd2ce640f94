import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { DocumentListQuery, Machine } from '@toolbox/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface DocumentsFiltersProps {
  query: DocumentListQuery;
  categories: string[];
  machines: Machine[];
  onChange: (changes: Partial<DocumentListQuery>) => void;
}

/** Search (title, description, author), and the category and machine filters. */
export function DocumentsFilters({ query, categories, machines, onChange }: DocumentsFiltersProps) {
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
      <TextInput
        label="Search"
        placeholder="Title, description or author"
        leftSection={<Search size={16} aria-hidden />}
        value={text}
        w={300}
        onChange={(event) => {
          setText(event.currentTarget.value);
          pushSearch(event.currentTarget.value);
        }}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onChange({ search: undefined });
              }}
            />
          ) : null
        }
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
