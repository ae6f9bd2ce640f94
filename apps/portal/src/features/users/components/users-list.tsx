import { Card, Stack } from '@mantine/core';
import { messages, UserListQuery } from '@toolbox/domain';
import { UserPlus, Users } from 'lucide-react';
import { EmptyList, emptyReason, emptyTexts, FirstRunLink } from '../../../components/empty-list';
import { useSession } from '../../../lib/auth/session-query';
import { useListParams } from '../../../lib/use-list-params';
import { useUserFacets } from '../api/get-user-facets';
import { useUsers } from '../api/get-users';
import { hasFilters } from './list-params';
import { useDeleteUserAction } from './use-delete-user';
import { useUserStatusActions } from './use-user-status-actions';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The /users screen's body: filters, the table, paging, and the confirmation of status changes. */
export function UsersList() {
  const list = useListParams(UserListQuery);
  const { query, update } = list;
  const facets = useUserFacets();
  const { data: me } = useSession();
  const users = useUsers(query);
  const statusActions = useUserStatusActions();
  const deletion = useDeleteUserAction();

  return (
    <Stack gap="md">
      <Card padding="md">
        <UsersFilters query={query} facets={facets} onChange={update} />
      </Card>
      <Card padding={0}>
        <UsersTable
          result={users}
          list={list}
          currentUserId={me?.id}
          onStatusAction={statusActions.request}
          onDelete={deletion.request}
          empty={(data) => (
            <EmptyList
              reason={emptyReason(data.total, hasFilters(query))}
              icon={Users}
              text={emptyTexts(messages.user)}
              firstRun={
                <FirstRunLink to="/users/add" icon={UserPlus}>
                  Add user
                </FirstRunLink>
              }
              onClear={() =>
                update({ search: undefined, role: undefined, team: undefined, status: undefined })
              }
              onFirstPage={() => update({})}
            />
          )}
        />
      </Card>
      {statusActions.dialog}
      {deletion.dialog}
    </Stack>
  );
}
