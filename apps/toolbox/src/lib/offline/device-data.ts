import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';
import { API_CACHE, FILES_CACHE } from './cache-names';
import { offlineDb } from './db';
import { resetTextIndex } from './text-index';

/**
 * Aborted when this device's data is cleared, so a "Make available offline" still running cannot
 * write the previous person's files back afterwards. Replaced after each clearing.
 */
let clearing = new AbortController();

/**
 * The signal a keep in progress listens to, with the caller's own: it stops when either aborts,
 * so a keep still running when the device is cleared writes nothing afterwards.
 */
export function keepSignal(own?: AbortSignal): AbortSignal {
  const device = clearing.signal;
  if (!own) return device;
  const both = new AbortController();
  const stop = (signal: AbortSignal) => both.abort(signal.reason);
  for (const signal of [own, device]) {
    if (signal.aborted) stop(signal);
    else signal.addEventListener('abort', () => stop(signal), { once: true });
  }
  return both.signal;
}

/**
 * Clears what the toolbox keeps on this device for the person signed in (issue #17 item 14): the
 * API answers and checked files in Cache Storage, the kept files and machines in IndexedDB (with
 * keeps under way and their half-downloaded files), and the names it remembers for them. The queue of unsent views stays: each entry names its user and
 * is only ever sent under that user's session. Never throws: a storage that cannot be opened
 * holds nothing to clear.
 */
export async function clearDeviceData(): Promise<void> {
  clearing.abort();
  resetTextIndex();
  clearing = new AbortController();
  const cacheStorage = typeof caches === 'undefined' ? undefined : caches;
  await Promise.all([
    cacheStorage?.delete(API_CACHE).catch(() => false),
    cacheStorage?.delete(FILES_CACHE).catch(() => false),
    (async () => {
      const db = await offlineDb();
      const stores = ['files', 'machines', 'partials', 'keeps'] as const;
      const tx = db.transaction(stores, 'readwrite');
      await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
    })().catch((error: unknown) => console.warn('Could not clear the offline store', error)),
  ]);
  for (const key of [
    storageKeys.toolbox.lastUser,
    storageKeys.toolbox.lastVisit,
    storageKeys.toolbox.whatsNewSince,
    storageKeys.toolbox.notificationsSetUpFor,
    storageKeys.toolbox.deviceOwner,
  ]) {
    removeKey(key);
  }
}

/**
 * Called when a user is confirmed on this device: if what it keeps belongs to someone else (they
 * were signed out by the server or the inactivity rule, not by the menu), it is cleared before
 * this user sees any of it. Then the device is theirs.
 */
export async function claimDevice(userId: string): Promise<void> {
  const owner = readJson<string>(storageKeys.toolbox.deviceOwner);
  if (owner && owner !== userId) await clearDeviceData();
  writeJson(storageKeys.toolbox.deviceOwner, userId);
}
