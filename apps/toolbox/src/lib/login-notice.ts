import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';

const KEY = storageKeys.toolbox.loginNotice;

/** A message the sign-in screen shows once: why the session ended. */
export function setLoginNotice(message: string): void {
  writeJson(KEY, message);
}

export function takeLoginNotice(): string | null {
  const message = readJson<unknown>(KEY);
  removeKey(KEY);
  return typeof message === 'string' ? message : null;
}
