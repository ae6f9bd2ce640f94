import { api } from '@toolbox/web/api-client';
import { offlineDb, type KeptFile } from './db';
import { keepSignal } from './device-data';
import { dropPartialDownload } from './resumable-download';
import { dropFileBytes, fetchFileForKeeping, keepFileBytes } from './verified-file';
import { recordDocumentActivity } from './activity-queue';

export type KeepRequest = Omit<KeptFile, 'keptAt' | 'sizeBytes' | 'contentType'>;

/**
 * Downloads a file, checks it against its record's SHA-256 and keeps it on this device. A
 * document is then marked downloaded (docs/product.md#document-downloads) and the download recorded
 * as activity.
 */
export async function keepFile(
  request: KeepRequest,
  signal?: AbortSignal,
  onBytes?: (received: number, total: number | null) => void,
): Promise<{ kept: KeptFile; blob: Blob }> {
  // Nothing is written once the caller aborts or the device is cleared (sign-out).
  const stop = keepSignal(signal);
  const { blob } = await fetchFileForKeeping(request.url, request.sha256, {
    signal: stop,
    ...(onBytes ? { onBytes } : {}),
  });
  stop.throwIfAborted();
  await keepFileBytes(request.url, blob);
  // Kept once: the pieces saved while it downloaded go now that the whole file is in the cache.
  await dropPartialDownload(request.url);
  const kept: KeptFile = {
    ...request,
    sizeBytes: blob.size,
    contentType: blob.type,
    keptAt: new Date().toISOString(),
  };
  stop.throwIfAborted();
  await (await offlineDb()).put('files', kept);
  if (request.kind === 'document') {
    await recordDocumentActivity(request.id, 'download');
    await api.post(`/api/v1/documents/${encodeURIComponent(request.id)}/downloaded`).catch(() => {
      // Offline or refused: the kept copy and the queued activity entry stand.
    });
  }
  return { kept, blob };
}

export async function keptFiles(): Promise<KeptFile[]> {
  const files = await (await offlineDb()).getAll('files');
  return files.sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export async function removeKeptFile(url: string): Promise<void> {
  await dropFileBytes(url);
  await (await offlineDb()).delete('files', url);
}
