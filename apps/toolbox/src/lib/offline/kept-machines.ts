import { API_CACHE, FILES_CACHE, MATCH_OPTIONS } from './cache-names';
import { offlineDb, type KeepJob, type KeptMachine } from './db';
import { dropPartialDownload } from './resumable-download';
import { rebuildTextIndexSafely } from './text-index';

export async function keptMachines(): Promise<KeptMachine[]> {
  return (await offlineDb()).getAll('machines');
}

/** Keeps under way or broken off, by machine. */
export async function keepJobs(): Promise<KeepJob[]> {
  return (await offlineDb()).getAll('keeps');
}

/** Lets go of kept files: their checked bytes, their records, and any half-downloaded pieces. */
export async function forgetFiles(fileUrls: readonly string[]): Promise<void> {
  if (fileUrls.length === 0) return;
  const db = await offlineDb();
  const files = await caches.open(FILES_CACHE);
  await Promise.all(fileUrls.map((url) => files.delete(url, MATCH_OPTIONS)));
  await Promise.all(fileUrls.map((url) => dropPartialDownload(url)));
  const tx = db.transaction('files', 'readwrite');
  await Promise.all([...fileUrls.map((url) => tx.store.delete(url)), tx.done]);
}

/**
 * Removes what was kept for the machine, whether its keep finished or broke off: its answers,
 * images and files, the pieces of a file half downloaded, and the keep's job, so the storage it
 * took is free again.
 */
export async function removeKeptMachine(machineId: string): Promise<void> {
  const db = await offlineDb();
  const [record, job, ownFiles, machines, keeps] = await Promise.all([
    db.get('machines', machineId),
    db.get('keeps', machineId),
    db.getAll('files'),
    db.getAll('machines'),
    db.getAll('keeps'),
  ]);
  // An answer or file another kept machine lists too (a document both use, its text) stays.
  const otherMachines = [...machines, ...keeps].filter((other) => other.machineId !== machineId);
  const others = new Set(otherMachines.flatMap((other) => other.urls));
  const otherFiles = new Set(otherMachines.flatMap((other) => other.fileUrls));
  const urls = new Set(
    [...(record?.urls ?? []), ...(job?.urls ?? [])].filter((url) => !others.has(url)),
  );
  const fileUrls = new Set(
    [
      ...(record?.fileUrls ?? []),
      ...(job?.fileUrls ?? []),
      ...ownFiles.filter((file) => file.machineId === machineId).map((file) => file.url),
    ].filter((url) => !otherFiles.has(url)),
  );
  const api = await caches.open(API_CACHE);
  await Promise.all([...urls].map((url) => api.delete(url, MATCH_OPTIONS)));
  await forgetFiles([...fileUrls]);
  const tx = db.transaction(['machines', 'keeps'], 'readwrite');
  await Promise.all([
    tx.objectStore('machines').delete(machineId),
    tx.objectStore('keeps').delete(machineId),
    tx.done,
  ]);
  await rebuildTextIndexSafely();
}

/** How much of the device's storage the site uses and may use (when the browser says). */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage = 0, quota = 0 } = await navigator.storage.estimate();
  return { usage, quota };
}
