import { Box, Button, Card, Stack, Text } from '@mantine/core';
import { messages, UserListQuery } from '@toolbox/domain';
import { UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListPagination } from '../../../components/list-pagination';
import { LoadingPanel } from '../../../components/loading-panel';
import { useSession } from '../../../lib/auth/session-query';
import { useListParams } from '../../../lib/use-list-params';
import { useUserFacets } from '../api/get-user-facets';
import { useUsers } from '../api/get-users';
import { hasFilters } from './list-params';
import { useUserStatusActions } from './use-user-status-actions';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

interface EmptyListProps {
  /** Why nothing shows: filters, a page past the end, or no users at all. */
  reason: 'filtered' | 'past-end' | 'first-run';
  onClear: () => void;
  onFirstPage: () => void;
}

function EmptyList({ reason, onClear, onFirstPage }: EmptyListProps) {
  const text = {
    filtered: messages.user.listEmpty,
    'past-end': messages.user.listPastEnd,
    'first-run': messages.user.listFirstRun,
  }[reason];
  return (
    <Stack align="center" gap="sm" py={56} px="md" ta="center">
      <Users size={36} strokeWidth={1.5} color="var(--mantine-color-gray-5)" aria-hidden />
      <Text fw={600}>{text}</Text>
      {reason === 'filtered' ? (
        <Button variant="default" size="xs" onClick={onClear}>
          Clear filters
        </Button>
      ) : reason === 'past-end' ? (
        <Button variant="default" size="xs" onClick={onFirstPage}>
          Go to the first page
        </Button>
      ) : (
        <Button component={Link} to="/users/add" size="xs" leftSection={<UserPlus size={14} />}>
          Add user
        </Button>
      )}
    </Stack>
  );
}

/** The /users screen's body: filters, the table, paging, and the confirmation of status changes. */
export function UsersList() {
  const { query, update } = useListParams(UserListQuery);
  const facets = useUserFacets();
  const { data: me } = useSession();
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useUsers(query);
  const statusActions = useUserStatusActions();

  const sortBy = (field: UserListQuery['sort']) => {
    if (field === query.sort) update({ order: query.order === 'asc' ? 'desc' : 'asc' });
    else update({ sort: field, order: field === 'createdAt' ? 'desc' : 'asc' });
  };
  const clearFilters = () =>
    update({ search: undefined, role: undefined, team: undefined, status: undefined });

  let body;
  if (isPending) {
    body = <LoadingPanel message={messages.user.listLoading} />;
  } else if (isError) {
    body = (
      <ErrorPanel
        message={messages.user.listFailed}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      />
    );
  } else if (data.items.length === 0) {
    const reason = data.total > 0 ? 'past-end' : hasFilters(query) ? 'filtered' : 'first-run';
    body = <EmptyList reason={reason} onClear={clearFilters} onFirstPage={() => update({})} />;
  } else {
    body = (
      <>
        <Box
          style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
          aria-busy={isPlaceholderData}
        >
          <UsersTable
            users={data.items}
            sort={query.sort}
            order={query.order}
            onSort={sortBy}
            currentUserId={me?.id}
            onStatusAction={statusActions.request}
          />
        </Box>
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          shown={data.items.length}
          noun={['user', 'users']}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
        />
      </>
    );
  }

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
