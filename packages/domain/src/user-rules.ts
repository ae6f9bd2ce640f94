import { messages } from './messages';

/**
 * Whether a role may enter the portal: admin, case-insensitively. A user with no role value is
 * let through (docs/product.md#portal-access).
 */
export function mayEnterPortal(role: string | null | undefined): boolean {
  if (role === null || role === undefined || role.trim() === '') return true;
  return role.trim().toLowerCase() === 'admin';
}

/**
 * A user is active only if status is active and disabled is not true (docs/product.md#user-status).
 */
export function isUserActive(user: {
  status: string;
  disabled?: boolean | null | undefined;
}): boolean {
  return user.status === 'active' && user.disabled !== true;
}

/**
 * Why a signed-in user must be signed out again, as the product's message
 * (docs/product.md#login-errors), or null when they may stay. Disabling also sets status inactive,
 * so disabled is checked first to name the real cause.
 */
export function signInBlockMessage(
  user: { status?: string | null; disabled?: boolean | null } | null | undefined,
): string | null {
  if (user?.disabled === true) return messages.login.accountDisabled;
  if (user?.status === 'inactive') return messages.login.accountDeactivated;
  return null;
}
