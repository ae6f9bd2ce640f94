import { Badge } from '@mantine/core';
import type { User } from '@toolbox/domain';

export type UserState = 'active' | 'inactive' | 'disabled';

/**
 * What the status column shows: disabled wins over active and inactive
 * (docs/product.md#user-status).
 */
export function userState(user: Pick<User, 'status' | 'disabled'>): UserState {
  if (user.disabled) return 'disabled';
  return user.status === 'active' ? 'active' : 'inactive';
}

const LOOK: Record<UserState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  inactive: { label: 'Inactive', color: 'gray' },
  disabled: { label: 'Disabled', color: 'red' },
};

export function StatusBadge({ user }: { user: Pick<User, 'status' | 'disabled'> }) {
  const state = userState(user);
  const { label, color } = LOOK[state];
  return (
    <Badge
      color={color}
      variant="dot"
      radius="sm"
      tt="none"
      data-state={state}
      styles={{ root: { background: 'var(--mantine-color-body)' } }}
    >
      {label}
    </Badge>
  );
}
