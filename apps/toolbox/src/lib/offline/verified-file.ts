import { errorFromResponse } from '@toolbox/client/http';
import { messages } from '@toolbox/domain';
import { FILES_CACHE, MATCH_OPTIONS } from './cache-names';
import { downloadResumable, dropPartialDownload } from './resumable-download';

/** The bytes did not hash to the record's SHA-256: the file is refused, not shown or kept. */
export class FileMismatchError extends Error {
  constructor() {
    super(messages.toolbox.fileMismatch);
    this.name = 'FileMismatchError';
  }
}

/** The file could not be fetched (offline and not kept, or the server refused). */
export class FileUnavailableError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'FileUnavailableError';
  }
}

export interface VerifiedFile {
  blob: Blob;
  /** Where the bytes came from: this device's kept copy or the server. */
  source: 'device' | 'network';
}

async function check(blob: Blob, sha256: string): Promise<void> {
  // SHA-256 in WebAssembly, streamed a slice at a time: loaded only when a file is checked.
  const { hashFile } = await import('@toolbox/client/hash');
  const actual = await hashFile(blob);
  if (actual !== sha256.toUpperCase()) throw new FileMismatchError();
}

/** The copy this device keeps under `url`, if any. */
async function keptCopy(url: string): Promise<Blob | null> {
  const kept = await (await caches.open(FILES_CACHE)).match(url, MATCH_OPTIONS);
  return kept ? kept.blob() : null;
}

/**
 * The file at `url`, checked against `sha256` before anything sees it: the kept copy when this
 * device has one (checked again: storage can be altered too), else the server's.
 */
export async function fetchVerifiedFile(
  url: string,
  sha256: string,
  signal?: AbortSignal,
): Promise<VerifiedFile> {
  const kept = await keptCopy(url);
  if (kept) {
    await check(kept, sha256);
    return { blob: kept, source: 'device' };
  }
  let response: Response;
  try {
    // Not through the HTTP cache: a file this device keeps is kept once, in the files cache.
    response = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      signal: signal ?? null,
    });
  } catch {
    throw new FileUnavailableError(messages.toolbox.offlineNotKept, 0);
  }
  if (!response.ok) {
    // A spent budget or a service away says so; any other refusal is the file failing to load.
    const error = await errorFromResponse(response);
    const passing = error.status === 429 || error.status >= 502;
    throw new FileUnavailableError(
      passing ? error.message : messages.toolbox.loadFailed,
      response.status,
    );
  }
  const blob = await response.blob();
  await check(blob, sha256);
  return { blob, source: 'network' };
}

/**
 * The file at `url` for keeping (issue #18 item 5): the kept copy if it still matches `sha256`
 * (a package replaced under the same address no longer does), else downloaded with progress and
 * resumable after a dropped connection (`downloadResumable`), then checked like any other.
 */
export async function fetchFileForKeeping(
  url: string,
  sha256: string,
  options: { signal?: AbortSignal; onBytes?: (received: number, total: number | null) => void },
): Promise<VerifiedFile> {
  const kept = await keptCopy(url);
  if (
    kept &&
    (await check(kept, sha256).then(
      () => true,
      () => false,
    ))
  )
    return { blob: kept, source: 'device' };
  const blob = await downloadResumable(url, options);
  // Bytes that do not hash right are not kept, nor resumed from.
  await check(blob, sha256).catch(async (error: unknown) => {
    await dropPartialDownload(url);
    throw error;
  });
  return { blob, source: 'network' };
}

/** Keeps checked bytes in the files cache under `url`. */
export async function keepFileBytes(url: string, blob: Blob): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await cache.put(
    url,
    new Response(blob, {
      headers: {
        'content-type': blob.type || 'application/octet-stream',
        'content-length': String(blob.size),
      },
    }),
  );
}

export async function dropFileBytes(url: string): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await cache.delete(url, MATCH_OPTIONS);
}
