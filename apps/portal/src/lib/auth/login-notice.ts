import { messages } from '@toolbox/domain';
import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';

const KEY = storageKeys.portal.loginNotice;

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
  writeJson(KEY, notice);
}

export function readLoginNotice(): LoginNotice | null {
  const value = readJson<Partial<LoginNotice>>(KEY);
  if (
    (value?.kind === 'expired' || value?.kind === 'refused') &&
    typeof value.message === 'string'
  ) {
    return { kind: value.kind, message: value.message };
  }
  return null;
}

export function clearLoginNotice(): void {
  removeKey(KEY);
}
