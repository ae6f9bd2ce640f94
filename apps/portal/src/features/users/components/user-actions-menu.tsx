import { ActionIcon, Menu } from '@mantine/core';
import type { User } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { Ban, Eye, MoreHorizontal, Pencil, Power, Trash2, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { userLabel } from '../../../lib/format';
import type { StatusAction } from './use-user-status-actions';
import { availableStatusActions } from './use-user-status-actions';

const STATUS_ITEMS = {
  deactivate: { label: 'Deactivate', icon: UserX, color: 'red' },
  disable: { label: 'Disable', icon: Ban, color: 'red' },
  enable: { label: 'Enable', icon: Power, color: undefined },
} as const;

interface UserActionsMenuProps {
  user: User;
  /** The signed-in admin's own row: their status cannot be changed from here. */
  isSelf: boolean;
  onStatusAction: (action: StatusAction, user: User) => void;
  /** Deleting for good, after a confirmation that names the user (issue #17 item 2). */
  onDelete: (user: User) => void;
}

/** A row's actions: View, Edit, the status changes that fit the user, then Delete. */
export function UserActionsMenu({ user, isSelf, onStatusAction, onDelete }: UserActionsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${userLabel(user)}`}>
          <MoreHorizontal size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/users/${encodeURIComponent(user.id)}`}
          leftSection={<Eye size={16} aria-hidden />}
        >
          View
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={`/users/edit/${encodeURIComponent(user.id)}`}
          leftSection={<Pencil size={16} aria-hidden />}
        >
          Edit
        </Menu.Item>
        <Menu.Divider />
        {availableStatusActions(user).map((action) => {
          const { label, icon: Icon, color } = STATUS_ITEMS[action];
          const blocked = isSelf && action !== 'enable';
          return (
            <Menu.Item
              key={action}
              color={color}
              disabled={blocked}
              title={blocked ? messages.user.cannotChangeOwnStatus : undefined}
              leftSection={<Icon size={16} aria-hidden />}
              onClick={() => onStatusAction(action, user)}
            >
              {label}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item
          color="red"
          disabled={isSelf}
          title={isSelf ? messages.user.cannotDeleteSelf : undefined}
          leftSection={<Trash2 size={16} aria-hidden />}
          onClick={() => onDelete(user)}
        >
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
