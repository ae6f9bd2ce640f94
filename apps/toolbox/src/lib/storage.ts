/** Every key this app keeps in localStorage or sessionStorage starts with this. */
export const STORAGE_PREFIX = 'toolbox.engineer.';

export function readJson<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(`${STORAGE_PREFIX}${key}`);
    return raw === null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(`${STORAGE_PREFIX}${key}`, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the app works without the remembered value.
  }
}

export function removeKey(storage: Storage, key: string): void {
  storage.removeItem(`${STORAGE_PREFIX}${key}`);
}
