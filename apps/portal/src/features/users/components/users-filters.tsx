import type { UserFacets, UserListQuery } from '@toolbox/domain';
import { FilterBar, FilterSelect } from '../../../components/data-table-filters';

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
      <FilterSelect
        label="Role"
        placeholder="All roles"
        data={facets.roles}
        value={query.role}
        onChange={(role) => onChange({ role })}
        w={170}
        comboboxProps={{ withinPortal: true }}
      />
      <FilterSelect
        label="Status"
        placeholder="All statuses"
        data={STATUS_OPTIONS}
        value={query.status}
        onChange={(status) => onChange({ status: status as UserListQuery['status'] })}
        w={160}
      />
      <FilterSelect
        label="Team"
        placeholder="All teams"
        data={facets.teams}
        value={query.team}
        onChange={(team) => onChange({ team })}
        searchable
        nothingFoundMessage="No such team"
        w={190}
      />
    </FilterBar>
  );
}
