import { Text, VisuallyHidden } from '@mantine/core';
import { messages, type User, type UserListQuery } from '@toolbox/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ListTable, type ListTableProps } from '../../../components/data-table-list';
import { DateText, OrDash, RowTitle } from '../../../components/data-table-cells';
import { RoleBadge } from '../../../components/role-badge';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/format';
import type { StatusAction } from './use-user-status-actions';
import { UserActionsMenu } from './user-actions-menu';

interface RowActions {
  currentUserId: string | undefined;
  onStatusAction: (action: StatusAction, user: User) => void;
  onDelete: (user: User) => void;
}

/** Every column but the menu sorts; the newest accounts come first when sorting by Created. */
function usersColumns({ currentUserId, onStatusAction, onDelete }: RowActions): ColumnDef<User>[] {
  return [
    {
      accessorKey: 'displayName',
      header: 'Name',
      cell: ({ row: { original: user } }) => (
        <RowTitle to={`/users/${encodeURIComponent(user.id)}`}>
          {user.displayName.trim() || 'No name'}
        </RowTitle>
      ),
    },
    {
      accessorKey: 'email',
      header: 'Email',
      cell: ({ row }) => (
        <Text size="sm" c="dimmed">
          {row.original.email}
        </Text>
      ),
    },
    {
      accessorKey: 'role',
      header: 'Role',
      cell: ({ row }) => <RoleBadge role={row.original.role} />,
    },
    {
      accessorKey: 'team',
      header: 'Team',
      cell: ({ row }) => <OrDash value={row.original.team} />,
    },
    {
      accessorKey: 'status',
      header: 'Status',
      cell: ({ row }) => <StatusBadge user={row.original} />,
    },
    {
      accessorKey: 'createdAt',
      header: 'Created',
      sortDescFirst: true,
      cell: ({ row }) => <DateText date={row.original.createdAt} format={formatDate} />,
    },
    {
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      meta: { th: { w: 56 } },
      cell: ({ row: { original: user } }) => (
        <UserActionsMenu
          user={user}
          isSelf={user.id === currentUserId}
          onStatusAction={onStatusAction}
          onDelete={onDelete}
        />
      ),
    },
  ];
}

type UsersTableProps = RowActions &
  Pick<ListTableProps<User, UserListQuery>, 'result' | 'list' | 'empty'>;

/** The /users table: name, email, role, team, status, created, and each user's menu; paged. */
export function UsersTable({ currentUserId, onStatusAction, onDelete, ...list }: UsersTableProps) {
  const columns = useMemo(
    () => usersColumns({ currentUserId, onStatusAction, onDelete }),
    [currentUserId, onStatusAction, onDelete],
  );
  return (
    <ListTable
      {...list}
      loadingMessage={messages.user.listLoading}
      errorMessage={messages.user.listFailed}
      noun={['user', 'users']}
      label="Users"
      columns={columns}
      getRowId={(user) => user.id}
      minWidth={860}
      tableProps={{ highlightOnHover: true, verticalSpacing: 'sm', horizontalSpacing: 'md' }}
      rowProps={() => ({ 'data-testid': 'user-row' })}
    />
  );
}
