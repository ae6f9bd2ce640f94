import { DEFAULT_AFTER_LOGIN_PATH, SESSION_TIMEOUT_MS } from '../constants';
import { isControlCharacter } from './storage-path';
import { mayEnterPortal, signInBlockMessage } from '../user-rules';

/**
 * Whether a session has been idle long enough to expire (docs/product.md#session-timeout: 30
 * minutes).
 */
export function isSessionIdle(lastActivityAt: number, now: number = Date.now()): boolean {
  return now - lastActivityAt >= SESSION_TIMEOUT_MS;
}

/** Where a protected route sends a visitor (docs/product.md#session). */
export type PortalAccess = 'login' | 'unauthorized' | 'allowed';

/**
 * The session rule for a protected portal route: no user, or an inactive or disabled one, goes
 * to /login; a non-admin to /unauthorized; an admin, or a user with no role value, is allowed.
 */
export function portalAccess(
  user:
    { role?: string | null; status?: string | null; disabled?: boolean | null } | null | undefined,
): PortalAccess {
  if (!user || signInBlockMessage(user) !== null) return 'login';
  return mayEnterPortal(user.role) ? 'allowed' : 'unauthorized';
}

const NO_RETURN_PATHS = ['/login', '/unauthorized'];

/**
 * Where to go after signing in: the page originally requested when it is a path on this site,
 * otherwise /dashboard (docs/product.md#login-screen). Anything that could leave the site
 * (`//host`, `/\host`, a scheme) or loop back to the login screen is refused.
 */
export function afterLoginPath(requested: unknown): string {
  if (typeof requested !== 'string') return DEFAULT_AFTER_LOGIN_PATH;
  const path = requested.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN_PATH;
  }
  // Control characters would let a browser rewrite the path into another origin.
  if (Array.from(path).some(isControlCharacter)) return DEFAULT_AFTER_LOGIN_PATH;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === '/' || NO_RETURN_PATHS.includes(pathname.replace(/\/+$/, ''))) {
    return DEFAULT_AFTER_LOGIN_PATH;
  }
  return path;
}
