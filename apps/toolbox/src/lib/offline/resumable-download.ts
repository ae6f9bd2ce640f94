import { errorFromResponse } from '@toolbox/client/http';
import { messages } from '@toolbox/domain';
import { offlineDb, type PartialChunk } from './db';

/** How many bytes arrive between two saves of a download in progress. */
const SAVE_EVERY_BYTES = 2 * 1024 * 1024;

/** The network dropped mid-file: what arrived is kept, and the next attempt continues from it. */
export class DownloadInterruptedError extends Error {
  constructor(readonly received: number) {
    super(messages.toolbox.keepInterrupted);
    this.name = 'DownloadInterruptedError';
  }
}

/** The server refused the file (or is away): nothing to resume. */
export class DownloadRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'DownloadRefusedError';
  }
}

/** A download that receives nothing for this long has lost its connection. */
const STALL_MS = 20_000;

/**
 * A signal that aborts with the caller's, when the device goes offline, or when no bytes arrived
 * for STALL_MS (a link that died without closing); `alive()` says bytes came.
 */
function watchConnection(own: AbortSignal | undefined) {
  const controller = new AbortController();
  const cut = () => controller.abort(new DownloadInterruptedError(0));
  let timer = setTimeout(cut, STALL_MS);
  const onAbort = () => controller.abort(own?.reason);
  own?.addEventListener('abort', onAbort, { once: true });
  if (own?.aborted) onAbort();
  globalThis.addEventListener?.('offline', cut);
  return {
    signal: controller.signal,
    alive() {
      clearTimeout(timer);
      timer = setTimeout(cut, STALL_MS);
    },
    done() {
      clearTimeout(timer);
      own?.removeEventListener('abort', onAbort);
      globalThis.removeEventListener?.('offline', cut);
    },
  };
}

/** What arrived of `url` before, if its pieces follow each other and name the same file. */
async function savedSoFar(url: string): Promise<{ bytes: Blob; etag: string } | null> {
  const chunks = await (await offlineDb()).getAllFromIndex('partials', 'byUrl', url);
  chunks.sort((a, b) => a.offset - b.offset);
  let size = 0;
  for (const chunk of chunks) {
    if (chunk.offset !== size || chunk.etag !== chunks[0]!.etag) {
      await dropPartialDownload(url);
      return null;
    }
    size += chunk.bytes.size;
  }
  if (size === 0) return null;
  return { bytes: new Blob(chunks.map((chunk) => chunk.bytes)), etag: chunks[0]!.etag };
}

/** The request for the rest of a file: `Range` from the saved bytes, `If-Range` its ETag. */
function resumeHeaders(saved: { bytes: Blob; etag: string } | null): Record<string, string> {
  if (!saved) return {};
  const headers: Record<string, string> = { range: `bytes=${saved.bytes.size}-` };
  if (saved.etag) headers['if-range'] = saved.etag;
  return headers;
}

/**
 * Downloads a file for keeping (issue #18 item 5), reporting bytes as they arrive, never through
 * the browser's HTTP cache (the kept copy is the only one on the device). What arrives is saved
 * every 2 MiB; a download that broke off continues from its last saved byte with `Range`, if the
 * file is still the same (`If-Range`); a changed file starts over.
 */
export async function downloadResumable(
  url: string,
  options: { signal?: AbortSignal; onBytes?: (received: number, total: number | null) => void },
): Promise<Blob> {
  const connection = watchConnection(options.signal);
  try {
    return await download(url, connection, options);
  } finally {
    connection.done();
  }
}

async function download(
  url: string,
  connection: ReturnType<typeof watchConnection>,
  options: { signal?: AbortSignal; onBytes?: (received: number, total: number | null) => void },
): Promise<Blob> {
  const db = await offlineDb();
  let saved = await savedSoFar(url);
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'include',
      cache: 'no-store',
      headers: resumeHeaders(saved),
      signal: connection.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new DownloadInterruptedError(saved?.bytes.size ?? 0);
  }
  if (response.status === 416 && saved) {
    // Everything had arrived already.
    await dropPartialDownload(url);
    return saved.bytes;
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    throw new DownloadRefusedError(error.message, response.status);
  }
  if (response.status !== 206 && saved) {
    // The file changed (If-Range did not match) or the server sent it whole: start over.
    await dropPartialDownload(url);
    saved = null;
  }
  const etag = response.headers.get('etag') ?? '';
  const type = response.headers.get('content-type') ?? '';
  let offset = saved?.bytes.size ?? 0;
  const total = totalOf(response, offset);
  const pieces: Blob[] = saved ? [saved.bytes] : [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  // Saves run one after another beside the reading, never holding it up: bytes the browser
  // received but the page had not read yet are lost when the connection drops (an errored stream
  // discards what it buffered), so the page reads on while a piece is written.
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    if (pendingBytes === 0) return saving;
    const chunk: PartialChunk = {
      url,
      offset,
      bytes: new Blob(pending as BlobPart[]),
      etag,
      total,
    };
    pending = [];
    offset += pendingBytes;
    pendingBytes = 0;
    pieces.push(chunk.bytes);
    saving = saving.then(() => db.put('partials', chunk)).then(() => undefined);
    return saving;
  };
  options.onBytes?.(offset, total);
  const reader = response.body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      connection.alive();
      pending.push(value);
      pendingBytes += value.byteLength;
      options.onBytes?.(offset + pendingBytes, total);
      if (pendingBytes >= SAVE_EVERY_BYTES) void save().catch(() => undefined);
    }
    await save();
  } catch (error) {
    await save().catch(() => undefined);
    if (options.signal?.aborted) throw error;
    throw new DownloadInterruptedError(offset);
  }
  // A connection closed early without an error (a proxy that ends the answer where it was cut)
  // is a drop too, not a whole file: what came is kept and the rest asked for.
  if (total !== null && offset < total) throw new DownloadInterruptedError(offset);
  return new Blob(pieces, { type });
}

/** The whole file's size: from Content-Range on a resumed answer, else Content-Length. */
function totalOf(response: Response, offset: number): number | null {
  const range = /\/(\d+)$/.exec(response.headers.get('content-range') ?? '');
  if (range) return Number(range[1]);
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? offset + length : null;
}

/** Forgets the saved pieces of a download: it finished and was kept, or its machine was removed. */
export async function dropPartialDownload(url: string): Promise<void> {
  const db = await offlineDb();
  const keys = await db.getAllKeysFromIndex('partials', 'byUrl', url);
  const tx = db.transaction('partials', 'readwrite');
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
