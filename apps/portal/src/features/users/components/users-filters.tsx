import { Select } from '@mantine/core';
import type { UserFacets, UserListQuery } from '@toolbox/domain';
import { FilterBar, withCurrent } from '../../../components/data-table-filters';

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

/** Search box (debounced) and the role, status and team filters of the users list. */
export function UsersFilters({ query, facets, onChange }: UsersFiltersProps) {
  return (
    <FilterBar
      label="Filter users"
      search={{
        placeholder: 'Name or email',
        value: query.search,
        onChange: (search) => onChange({ search }),
        style: { flex: '1 1 240px' },
      }}
    >
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
    </FilterBar>
  );
}
