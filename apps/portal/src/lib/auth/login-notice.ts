import { messages } from '@toolbox/domain';
import { STORAGE_PREFIX } from '../storage';

const KEY = `${STORAGE_PREFIX}login-notice`;

/**
 * A message the login screen shows once: the session-expired warning (shown for a limited
 * time) or why the server refused the session (account deactivated or disabled).
 */
export interface LoginNotice {
  kind: 'expired' | 'refused';
  message: string;
}

export const SESSION_EXPIRED_NOTICE: LoginNotice = {
  kind: 'expired',
  message: messages.login.sessionExpired,
};

/** Kept in sessionStorage so it survives the redirect (and a reload) but not the tab. */
export function setLoginNotice(notice: LoginNotice): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(notice));
}

export function readLoginNotice(): LoginNotice | null {
  const raw = window.sessionStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LoginNotice>;
    if (
      (value.kind === 'expired' || value.kind === 'refused') &&
      typeof value.message === 'string'
    ) {
      return { kind: value.kind, message: value.message };
    }
  } catch {
    // A malformed value is dropped below.
  }
  return null;
}

export function clearLoginNotice(): void {
  window.sessionStorage.removeItem(KEY);
}
