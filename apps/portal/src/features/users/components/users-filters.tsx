import { CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { UserFacets, UserListQuery } from '@toolbox/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'disabled', label: 'Disabled' },
];

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UsersFiltersProps {
  query: UserListQuery;
  facets: UserFacets;
  onChange: (changes: Partial<UserListQuery>) => void;
}

/** The given values plus the current one, so a value from the URL still shows when unknown. */
function withCurrent(values: string[], current: string | undefined): string[] {
  return current && !values.includes(current) ? [current, ...values] : values;
}

/** Search box (debounced) and the role, status and team filters of the users list. */
export function UsersFilters({ query, facets, onChange }: UsersFiltersProps) {
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

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter users">
      <TextInput
        label="Search"
        placeholder="Name or email"
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
        style={{ flex: '1 1 240px' }}
      />
      <Select
        label="Role"
        placeholder="All roles"
        data={withCurrent(facets.roles, query.role)}
        value={query.role ?? null}
        onChange={(role) => onChange({ role: role ?? undefined })}
        clearable
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Status"
        placeholder="All statuses"
        data={STATUS_OPTIONS}
        value={query.status ?? null}
        onChange={(status) =>
          onChange({ status: (status ?? undefined) as UserListQuery['status'] })
        }
        clearable
        w={160}
      />
      <Select
        label="Team"
        placeholder="All teams"
        data={withCurrent(facets.teams, query.team)}
        value={query.team ?? null}
        onChange={(team) => onChange({ team: team ?? undefined })}
        clearable
        searchable
        nothingFoundMessage="No such team"
        w={190}
      />
    </Group>
  );
}
