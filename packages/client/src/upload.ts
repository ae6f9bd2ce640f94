import {
  fallbackFileKey,
  isSha256Hex,
  normalizeSha256,
  RESUMABLE_UPLOAD_THRESHOLD_BYTES,
  STORAGE_MAX_UPLOAD_RETRY_MS,
} from '@toolbox/domain';
import { sha256 as sha256Of } from 'hash-wasm';
import { DetailedError, Upload } from 'tus-js-client';
import type { FileReader as TusFileReader, PreviousUpload, UrlStorage } from 'tus-js-client';
import { startRunningHash, type RunningHash, type RunningHashOptions } from './running-hash';
import { ApiError, codeForStatus, errorFrom, networkError } from './http';

/** What an upload is for; the server decides the size limit and the checks on the bytes by it. */
export type UploadKind = 'document' | 'software' | 'image';
export type UploadPhase = 'hashing' | 'uploading';

/**
 * Hashing runs beside sending (decision 008): both report, each with its own phase, and the
 * reports interleave.
 */
export interface UploadProgress {
  phase: UploadPhase;
  /** Whole percent of that phase, 0 to 100; 100 while uploading means stored. */
  percent: number;
  /** Bytes hashed or sent so far. */
  bytesSent: number;
  bytesTotal: number;
}

export interface UploadFileOptions {
  /** The chosen file; a Blob with a name (a File) will do. */
  file: Blob & { readonly name: string; readonly lastModified?: number };
  kind: UploadKind;
  /** Prefix of the API's address; '' means same origin. */
  baseUrl?: string;
  onPhase?: (phase: UploadPhase) => void;
  onProgress?: (progress: UploadProgress) => void;
  /** Bytes per PATCH above the resumable threshold (default `uploadChunkBytes` of its size). */
  chunkSize?: number;
  /** Starts the hash fed while sending (default `startRunningHash`); injectable for tests. */
  startHash?: (options: RunningHashOptions) => Promise<RunningHash>;
  /** Where unfinished uploads are remembered for resuming (default: tus's, localStorage). */
  urlStorage?: UrlStorage;
}

export interface UploadResult {
  /** The tus upload id, to hand to the call that publishes the file. */
  uploadId: string;
  /**
   * Uppercase hex SHA-256 of the file, taken while it was sent, for the call that publishes it to
   * declare; null when hashing failed.
   */
  sha256: string | null;
  hashFailed: boolean;
  /**
   * The product's stand-in name (docs/product.md#hash-fallback) when hashing failed; the server
   * then uses its own hash.
   */
  fallbackKey?: string;
}

/**
 * What a publishing body says of a finished upload: its id and, when the browser could hash the
 * file, the SHA-256 for the server to check its own against (decision 008).
 */
export function declaredUpload(upload: UploadResult): { uploadId: string; sha256?: string } {
  return upload.sha256 === null
    ? { uploadId: upload.uploadId }
    : { uploadId: upload.uploadId, sha256: upload.sha256 };
}

export interface UploadHandle {
  /** Settles with the finished upload, an `ApiError` from the server, or `UploadAbortedError`. */
  readonly promise: Promise<UploadResult>;
  /**
   * Stops hashing or uploading and deletes the unfinished upload on the server (best effort);
   * does nothing once `promise` has settled.
   */
  abort(): Promise<void>;
}

/** The upload was stopped by `abort()`. */
export class UploadAbortedError extends Error {
  override readonly name = 'UploadAbortedError';
  constructor() {
    super('The upload was cancelled.');
  }
}

export function isUploadAborted(error: unknown): error is UploadAbortedError {
  return error instanceof UploadAbortedError;
}

const MIB = 1024 * 1024;

/**
 * Bytes per PATCH for a file of `size`: a quarter of it, from 8 MiB to 32 MiB. Each PATCH costs
 * the browser a request and the server an answer: 8 MiB pieces kept a 150 MB upload in Chromium
 * at about half the Node client's speed, 32 MiB ones at two thirds to three quarters. A small
 * file still goes in pieces that a cut on a bad link does not send twice, and a cut mid-piece
 * loses nothing the server took (it answers its offset, and tus goes on from there).
 */
export function uploadChunkBytes(size: number): number {
  return Math.min(32 * MIB, Math.max(8 * MIB, Math.ceil(size / 4 / MIB) * MIB));
}
const UPLOADS_PATH = '/api/v1/uploads';
/** Statuses worth another try: an offset conflict, a locked upload, too many requests. */
const RETRYABLE_CLIENT_ERRORS = new Set([409, 423, 429]);

/**
 * Sends the file over tus to `/api/v1/uploads` with its kind and name, hashing each slice in a
 * worker as it goes out; the SHA-256 comes with the result, for the call that publishes the
 * upload to declare and the server to verify (ADR 008). Resumes an unfinished upload of the same file after a
 * reload, retries a lost connection for up to the product's 10 minutes (docs/product.md#uploads),
 * and uploads without a hash when hashing fails (docs/product.md#hash-fallback).
 */
export function uploadFile(options: UploadFileOptions): UploadHandle {
  const controller = new AbortController();
  let upload: Upload | undefined;
  let rejectAborted: (error: UploadAbortedError) => void = () => undefined;
  let isSettled = false;

  const promise = new Promise<UploadResult>((resolve, reject) => {
    rejectAborted = reject;
    run(options, controller.signal, (started) => (upload = started)).then(resolve, reject);
  }).finally(() => (isSettled = true));

  return {
    promise,
    async abort() {
      // A finished upload waits for the call that publishes it; a failed one, for resuming.
      if (isSettled || controller.signal.aborted) return;
      controller.abort();
      rejectAborted(new UploadAbortedError());
      // A DELETE that fails leaves the upload to the server's expiry sweep.
      await upload?.abort(true).catch(() => undefined);
    },
  };
}

async function run(
  options: UploadFileOptions,
  signal: AbortSignal,
  onStarted: (upload: Upload) => void,
): Promise<UploadResult> {
  const { file, onProgress } = options;
  let hash: RunningHash | null = null;
  try {
    hash = await (options.startHash ?? startRunningHash)({
      onProgress: (bytes) =>
        onProgress?.({
          phase: 'hashing',
          percent: file.size > 0 ? Math.floor((bytes * 100) / file.size) : 100,
          bytesSent: bytes,
          bytesTotal: file.size,
        }),
    });
  } catch {
    // Hashing cannot run here: the file goes without a hash (docs/product.md#hash-fallback).
  }
  if (signal.aborted) {
    hash?.stop();
    throw new UploadAbortedError();
  }
  signal.addEventListener('abort', () => hash?.stop(), { once: true });

  options.onPhase?.('uploading');
  onProgress?.({ phase: 'uploading', percent: 0, bytesSent: 0, bytesTotal: file.size });
  let sent = await send(options, hash, signal, onStarted);
  const sha256 = hash === null ? null : await digestOrNull(hash);
  if (signal.aborted) throw new UploadAbortedError();
  if (sha256 === null && sent.isResumed) {
    // Only the file's whole hash proves that the bytes an earlier page sent are this file's: without
    // one, the upload starts afresh.
    await Upload.terminate(sent.url).catch(() => undefined);
    sent = await send(options, null, signal, onStarted);
  }
  onProgress?.({ phase: 'uploading', percent: 100, bytesSent: file.size, bytesTotal: file.size });
  const { uploadId } = sent;
  return sha256 === null
    ? { uploadId, sha256, hashFailed: true, fallbackKey: fallbackFileKey() }
    : { uploadId, sha256, hashFailed: false };
}

/** The running hash's digest, or null when hashing failed on the way or gave no SHA-256. */
async function digestOrNull(hash: RunningHash): Promise<string | null> {
  try {
    const digest = await hash.digest();
    return isSha256Hex(digest) ? normalizeSha256(digest) : null;
  } catch {
    return null;
  }
}

/** Bytes at each end of a file that name it among its namesakes when resuming. */
const SAMPLE_BYTES = 64 * 1024;

/**
 * What tells this file from another of the same name, size and date before it is sent: the
 * SHA-256 of its first and last 64 KiB. The whole hash is known only once the last byte has gone,
 * and the server checks that one before anything is published.
 */
async function sampleOf(file: Blob): Promise<string> {
  const head = file.slice(0, Math.min(SAMPLE_BYTES, file.size));
  const tail = file.slice(Math.max(head.size, file.size - SAMPLE_BYTES));
  return sha256Of(new Uint8Array(await new Blob([head, tail]).arrayBuffer()));
}

async function send(
  options: UploadFileOptions,
  hash: RunningHash | null,
  signal: AbortSignal,
  onStarted: (upload: Upload) => void,
): Promise<{ uploadId: string; url: string; isResumed: boolean }> {
  const { file, kind, onProgress } = options;
  const endpoint = uploadsEndpoint(options.baseUrl ?? '');
  // Without a hash nothing proves the bytes on the server are this file's, so no resuming later.
  const isResumable = hash !== null;
  const sample = isResumable ? await sampleOf(file).catch(() => null) : null;
  const fingerprint = ['toolbox', kind, file.name, file.size, file.lastModified ?? 0, sample];
  const retryDelays = retryDelaysWithin(STORAGE_MAX_UPLOAD_RETRY_MS);
  let failingSince = Date.now();
  let isResumed = false;

  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint,
      // The hash is declared when publishing: it is known only once the last byte has gone.
      metadata: { kind, filename: file.name },
      // Small files go in one PATCH (docs/product.md#uploads: resumable above 256 KB).
      chunkSize:
        file.size <= RESUMABLE_UPLOAD_THRESHOLD_BYTES
          ? Math.max(file.size, 1)
          : (options.chunkSize ?? uploadChunkBytes(file.size)),
      retryDelays,
      storeFingerprintForResuming: isResumable && sample !== null,
      removeFingerprintOnSuccess: true,
      fingerprint: () => Promise.resolve([...fingerprint, endpoint].join('|')),
      fileReader: blobReader(file, hash),
      ...(options.urlStorage ? { urlStorage: options.urlStorage } : {}),
      onShouldRetry: (error, attempt) => {
        if (signal.aborted || error.causingError instanceof FileReadError) return false;
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status >= 400 && status < 500 && !RETRYABLE_CLIENT_ERRORS.has(status)) return false;
        // tus counts attempts from 0 again after any progress: the window is per failure streak.
        if (attempt === 0) failingSince = Date.now();
        return Date.now() - failingSince < STORAGE_MAX_UPLOAD_RETRY_MS;
      },
      onProgress: (bytesSent, bytesTotal) =>
        onProgress?.({
          phase: 'uploading',
          // 100 is kept for the server's acknowledgement of the last byte.
          percent: bytesTotal > 0 ? Math.min(99, Math.floor((bytesSent * 100) / bytesTotal)) : 0,
          bytesSent,
          bytesTotal,
        }),
      onSuccess: () => {
        const uploadId = uploadIdFrom(upload.url);
        if (uploadId === '') reject(new Error('The server did not name the upload.'));
        else resolve({ uploadId, url: upload.url ?? '', isResumed });
      },
      onError: (error) => reject(toUploadError(error)),
    });
    onStarted(upload);
    void (
      isResumable && sample !== null ? latestPreviousUpload(upload) : Promise.resolve(undefined)
    ).then((previous) => {
      // abort() may have come while the storage was read; start() would undo it.
      if (signal.aborted) return;
      if (previous) {
        upload.resumeFromPreviousUpload(previous);
        isResumed = true;
      }
      upload.start();
    });
  });
}

/** The most recent unfinished upload of this very file, if the storage remembers one. */
async function latestPreviousUpload(upload: Upload): Promise<PreviousUpload | undefined> {
  // A storage that cannot be read (private mode) just means starting afresh.
  const previous = await upload.findPreviousUploads().catch(() => []);
  const createdAt = (p: PreviousUpload) => Date.parse(p.creationTime) || 0;
  return previous.reduce<PreviousUpload | undefined>(
    (latest, p) => (latest === undefined || createdAt(p) > createdAt(latest) ? p : latest),
    undefined,
  );
}

function uploadsEndpoint(baseUrl: string): string {
  const path = `${baseUrl.replace(/\/$/, '')}${UPLOADS_PATH}`;
  // Absolute, so the fingerprint and the resolved Location do not depend on the page's path.
  return typeof location === 'undefined' ? path : new URL(path, location.href).href;
}

/** The upload id: the last path segment of the upload's URL ('' when there is none). */
function uploadIdFrom(url: string | null): string {
  return url === null ? '' : (new URL(url).pathname.split('/').pop() ?? '');
}

/** Delays that keep retrying for about `windowMs`, backing off to one try every 30 s. */
function retryDelaysWithin(windowMs: number): number[] {
  const delays = [0, 1_000, 3_000, 5_000, 10_000, 20_000];
  let total = delays.reduce((sum, delay) => sum + delay, 0);
  while (total < windowMs) {
    delays.push(30_000);
    total += 30_000;
  }
  return delays;
}

/** A chunk of the file could not be read (it changed or went away); retrying will not help. */
class FileReadError extends Error {
  override readonly name = 'FileReadError';
}

/**
 * Hands tus each chunk of the file. In a browser, a chunk is a slice of the Blob itself, which XHR
 * streams from the file: copying each one into script memory first made the portal's uploads
 * about eight times slower than the same API from Node (issue #19 item 6). Node's HTTP stack (the
 * client's tests and scripts) sends bytes, so there a chunk is read into them. Either way one
 * chunk at a time, and a file that changed or went away says so in words.
 */
function blobReader(file: Blob, hash: RunningHash | null): TusFileReader {
  const sendsBlobs = typeof XMLHttpRequest !== 'undefined';
  // Each byte is hashed once, in order: a chunk sent again after a cut is not hashed again, and
  // the start of a resumed upload (sent by an earlier page) is hashed with its first chunk.
  let hashedTo = 0;
  const hashUpTo = (stop: number) => {
    if (hash === null || stop <= hashedTo) return;
    hash.add(file.slice(hashedTo, stop));
    hashedTo = stop;
  };
  const unreadable = (cause: unknown) =>
    new FileReadError('The file could not be read. Please choose it again.', { cause });
  const source = {
    size: file.size,
    async slice(start: number, end: number) {
      const stop = Math.min(end, file.size);
      const piece = file.slice(start, stop);
      const done = stop >= file.size;
      if (sendsBlobs) {
        // Reading a byte finds a file that is gone before XHR would fail as if the network had.
        await piece
          .slice(0, Math.min(1, piece.size))
          .arrayBuffer()
          .catch((cause: unknown) => {
            throw unreadable(cause);
          });
        // The same slice goes to the network and to the hashing worker: neither copies it here.
        hashUpTo(stop);
        return { value: piece, done };
      }
      let bytes: Uint8Array;
      try {
        bytes = new Uint8Array(await piece.arrayBuffer());
      } catch (cause) {
        throw unreadable(cause);
      }
      hashUpTo(stop);
      // tus takes a chunk's length from `size`, as its own Node BufferSource sets it.
      return { value: Object.assign(bytes, { size: bytes.byteLength }), done };
    },
    close() {},
  };
  return { openFile: () => Promise.resolve(source) };
}

/** tus errors as the rest of the client's: the server's own words when it gave some. */
function toUploadError(error: Error): Error {
  if (!(error instanceof DetailedError)) return error;
  if (error.causingError instanceof FileReadError) return error.causingError;
  const response = error.originalResponse;
  if (response === null) return networkError();
  const status = response.getStatus();
  const text = response.getBody().trim();
  const json = parseJson(text);
  if (json !== undefined) return errorFrom(status, json);
  // tus refuses in plain text ('Only ZIP files are allowed.'); a proxy's HTML page is no message.
  if (text !== '' && text.length <= 500 && !text.startsWith('<')) {
    return new ApiError({
      status,
      code: codeForStatus(status),
      message: text,
      hasServerMessage: true,
    });
  }
  return errorFrom(status, undefined);
}

function parseJson(text: string): unknown {
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
