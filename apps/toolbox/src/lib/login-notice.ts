import { readJson, removeKey, writeJson } from './storage';

const KEY = 'login-notice';

/** A message the sign-in screen shows once: why the session ended. */
export function setLoginNotice(message: string): void {
  writeJson(window.sessionStorage, KEY, message);
}

export function takeLoginNotice(): string | null {
  const message = readJson<unknown>(window.sessionStorage, KEY);
  removeKey(window.sessionStorage, KEY);
  return typeof message === 'string' ? message : null;
}
