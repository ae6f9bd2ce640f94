import { SKIP_CONFIRMATION_PREFIX } from '@toolbox/domain';

/** Prefix of every browser-storage key the portal owns (besides skip-confirmation keys). */
export const STORAGE_PREFIX = 'toolbox.';

function ownedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && (key.startsWith(STORAGE_PREFIX) || key.startsWith(SKIP_CONFIRMATION_PREFIX))) {
      keys.push(key);
    }
  }
  return keys;
}

/**
 * Removes the user data the portal keeps in the browser: its localStorage and sessionStorage
 * keys and every cookie script can reach (the session cookie is httpOnly; sign-out ends it).
 */
export function clearStoredUserData(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of ownedKeys(storage)) storage.removeItem(key);
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
