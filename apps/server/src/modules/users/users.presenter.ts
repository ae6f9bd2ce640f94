import type { User, UserDetail } from '@toolbox/domain';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The API shape of a user, written once: no password, token or push secret can slip through. */
export function presentUser(
  row: Pick<
    UserRow,
    | 'id'
    | 'email'
    | 'displayName'
    | 'role'
    | 'team'
    | 'status'
    | 'disabled'
    | 'mustChangePassword'
    | 'twoFactorEnabled'
    | 'createdAt'
    | 'updatedAt'
  >,
): User {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role ?? null,
    team: row.team ?? null,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    disabled: row.disabled === true,
    mustChangePassword: row.mustChangePassword === true,
    twoFactorEnabled: row.twoFactorEnabled === true,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The detail page's shape: the profile plus activity and push state, never the push token itself. */
export function presentUserDetail(row: UserRow, lastActiveAt: Date | null): UserDetail {
  return {
    ...presentUser(row),
    lastActiveAt: lastActiveAt ? lastActiveAt.toISOString() : null,
    pushEnabled: Boolean(row.fcmToken),
    tokenLastUpdated: row.tokenLastUpdated ? new Date(row.tokenLastUpdated).toISOString() : null,
    deviceInfo: row.deviceInfo ?? null,
  };
}
