import { Anchor, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { User, UserListQuery } from '@toolbox/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Link } from 'react-router';
import { RoleBadge } from '../../../components/role-badge';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import type { StatusAction } from './use-user-status-actions';
import { UserActionsMenu } from './user-actions-menu';
import classes from './users-table.module.css';

type SortField = UserListQuery['sort'];

const COLUMNS: { field: SortField; label: string }[] = [
  { field: 'displayName', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'role', label: 'Role' },
  { field: 'team', label: 'Team' },
  { field: 'status', label: 'Status' },
  { field: 'createdAt', label: 'Created' },
];

interface UsersTableProps {
  users: User[];
  sort: SortField;
  order: UserListQuery['order'];
  onSort: (field: SortField) => void;
  currentUserId: string | undefined;
  onStatusAction: (action: StatusAction, user: User) => void;
}

function SortIcon({ active, order }: { active: boolean; order: UserListQuery['order'] }) {
  if (!active) return <ArrowUpDown size={14} aria-hidden className={classes.idle} />;
  return order === 'asc' ? <ArrowUp size={14} aria-hidden /> : <ArrowDown size={14} aria-hidden />;
}

export function UsersTable({
  users,
  sort,
  order,
  onSort,
  currentUserId,
  onStatusAction,
}: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ field, label }) => {
              const active = sort === field;
              return (
                <Table.Th
                  key={field}
                  aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <UnstyledButton className={classes.sort} onClick={() => onSort(field)}>
                    <Group gap={4} wrap="nowrap">
                      {label}
                      <SortIcon active={active} order={order} />
                    </Group>
                  </UnstyledButton>
                </Table.Th>
              );
            })}
            <Table.Th w={56}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="user-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/users/${encodeURIComponent(user.id)}`}
                  fw={600}
                  size="sm"
                  c="var(--mantine-color-text)"
                >
                  {user.displayName.trim() || 'No name'}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={user.team ? undefined : 'dimmed'}>
                  {user.team ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge user={user} />
              </Table.Td>
              <Table.Td>
                <Text
                  size="sm"
                  title={formatDateTime(user.createdAt)}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatDate(user.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <UserActionsMenu
                  user={user}
                  isSelf={user.id === currentUserId}
                  onStatusAction={onStatusAction}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
