import { Button, Card, Stack } from '@mantine/core';
import { messages, UserListQuery } from '@toolbox/domain';
import { UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyList, emptyReason } from '../../../components/empty-list';
import { PagedList } from '../../../components/paged-list';
import { QueryState } from '../../../components/query-state';
import { useSession } from '../../../lib/auth/session-query';
import { useListParams } from '../../../lib/use-list-params';
import { useUserFacets } from '../api/get-user-facets';
import { useUsers } from '../api/get-users';
import { hasFilters } from './list-params';
import { useUserStatusActions } from './use-user-status-actions';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The /users screen's body: filters, the table, paging, and the confirmation of status changes. */
export function UsersList() {
  const { query, update } = useListParams(UserListQuery);
  const facets = useUserFacets();
  const { data: me } = useSession();
  const users = useUsers(query);
  const statusActions = useUserStatusActions();

  const sortBy = (field: UserListQuery['sort']) => {
    if (field === query.sort) update({ order: query.order === 'asc' ? 'desc' : 'asc' });
    else update({ sort: field, order: field === 'createdAt' ? 'desc' : 'asc' });
  };
  const clearFilters = () =>
    update({ search: undefined, role: undefined, team: undefined, status: undefined });

  const body = (
    <QueryState
      query={users}
      loadingMessage={messages.user.listLoading}
      errorMessage={messages.user.listFailed}
    >
      {(data) =>
        data.items.length === 0 ? (
          <EmptyList
            reason={emptyReason(data.total, hasFilters(query))}
            icon={Users}
            text={{
              filtered: messages.user.listEmpty,
              'past-end': messages.user.listPastEnd,
              'first-run': messages.user.listFirstRun,
            }}
            firstRun={
              <Button
                component={Link}
                to="/users/add"
                size="xs"
                leftSection={<UserPlus size={14} />}
              >
                Add user
              </Button>
            }
            onClear={clearFilters}
            onFirstPage={() => update({})}
          />
        ) : (
          <PagedList
            data={data}
            noun={['user', 'users']}
            isPlaceholderData={users.isPlaceholderData}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          >
            <UsersTable
              users={data.items}
              sort={query.sort}
              order={query.order}
              onSort={sortBy}
              currentUserId={me?.id}
              onStatusAction={statusActions.request}
            />
          </PagedList>
        )
      }
    </QueryState>
  );

  return (
    <Stack gap="md">
      <Card padding="md">
        <UsersFilters query={query} facets={facets} onChange={update} />
      </Card>
      <Card padding={0}>{body}</Card>
      {statusActions.dialog}
    </Stack>
  );
}
