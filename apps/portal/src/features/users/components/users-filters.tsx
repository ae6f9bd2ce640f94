import { Group, Select } from '@mantine/core';
import type { UserFacets, UserListQuery } from '@toolbox/domain';
import { SearchField } from '../../../components/search-field';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'disabled', label: 'Disabled' },
];

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
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label="Filter users">
      <SearchField
        label="Search"
        placeholder="Name or email"
        value={query.search}
        onChange={(search) => onChange({ search })}
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
