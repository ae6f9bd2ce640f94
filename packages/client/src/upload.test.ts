/// <reference types="node" />
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { messages } from '@toolbox/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropConnection, memoryUrlStorage, startTusServer } from '../test/tus-server';
import type { Intercept } from '../test/tus-server';
import { ApiError } from './http';
import { startRunningHash, type RunningHash } from './running-hash';
import { isUploadAborted, uploadChunkBytes, uploadFile, UploadAbortedError } from './upload';
import type { UploadFileOptions, UploadPhase, UploadProgress } from './upload';

const KiB = 1024;
const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

let tus: Awaited<ReturnType<typeof startTusServer>> | undefined;
afterEach(async () => {
  await tus?.close();
  tus = undefined;
});

async function serve(intercept?: Intercept) {
  tus = await startTusServer(intercept);
  return tus;
}

/** Runs an upload and records what it reported. */
function track(options: UploadFileOptions) {
  const phases: UploadPhase[] = [];
  const progress: UploadProgress[] = [];
  const handle = uploadFile({
    ...options,
    onPhase: (phase) => phases.push(phase),
    onProgress: (p) => {
      progress.push(p);
      options.onProgress?.(p);
    },
  });
  return { handle, phases, progress };
}

const pdf = (bytes: Uint8Array<ArrayBuffer>, lastModified = 1_700_000_000_000) =>
  new File([bytes], 'a.pdf', { type: 'application/pdf', lastModified });

/** The chunk size of the multi-chunk cases: four chunks to a MiB. */
const CHUNK = 256 * KiB;

/** The PATCH requests of chunks `from` up to `to` (excluded), as server.exchange() lists them. */
const patches = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `PATCH ${(from + i) * CHUNK}`);

type TusServer = Awaited<ReturnType<typeof serve>>;

/** The options of a document upload of `bytes` (as a.pdf) to `server`, plus `extra`. */
const documentUpload = (
  server: TusServer,
  bytes: Uint8Array<ArrayBuffer>,
  extra: Partial<UploadFileOptions> = {},
): UploadFileOptions => ({ file: pdf(bytes), kind: 'document', baseUrl: server.baseUrl, ...extra });

/** The server holds exactly `bytes` under the upload's id. */
async function expectStored(server: TusServer, uploadId: string, bytes: Uint8Array) {
  expect(await server.sha256(uploadId)).toBe(sha256Of(bytes));
}

/**
 * Uploads `bytes` in chunks, checks the server holds them and that the hash taken on the way is
 * theirs, and answers the requests it saw.
 */
async function chunkedExchange(server: TusServer, bytes: Uint8Array<ArrayBuffer>) {
  const result = await uploadFile(documentUpload(server, bytes, { chunkSize: CHUNK })).promise;
  await expectStored(server, result.uploadId, bytes);
  expect(result.sha256).toBe(sha256Of(bytes).toUpperCase());
  return server.exchange();
}

/** A running hash that hashes nothing and answers `digest` (a hash that failed on the way). */
const failingHash = (digest: () => Promise<string>) => (): Promise<RunningHash> =>
  Promise.resolve({ add: () => undefined, digest, stop: () => undefined });

/** A 1 MiB upload in 256 KB chunks that the user stops once the first chunk is sent. */
function abortAfterFirstChunk(server: TusServer, extra: Partial<UploadFileOptions> = {}) {
  let aborting: Promise<void> | undefined;
  const { handle } = track(
    documentUpload(server, randomBytes(1024 * KiB), {
      chunkSize: CHUNK,
      ...extra,
      onProgress: (p) => {
        if (p.phase === 'uploading' && p.bytesSent > CHUNK) aborting ??= handle.abort();
      },
    }),
  );
  return { handle, aborted: () => aborting };
}

describe('uploadChunkBytes', () => {
  it('sends a quarter of the file a PATCH, from 8 MiB to 32 MiB', () => {
    const MiB = 1024 * KiB;
    expect(uploadChunkBytes(300 * KiB)).toBe(8 * MiB);
    expect(uploadChunkBytes(20 * MiB)).toBe(8 * MiB);
    expect(uploadChunkBytes(64 * MiB)).toBe(16 * MiB);
    expect(uploadChunkBytes(64 * MiB + 1)).toBe(17 * MiB);
    expect(uploadChunkBytes(150 * 1000 * 1000)).toBe(32 * MiB);
    expect(uploadChunkBytes(2 * 1024 * MiB)).toBe(32 * MiB);
  });
});

describe('uploadFile', () => {
  it('uploads a small file in one PATCH with its kind and name, hashing it on the way', async () => {
    const server = await serve();
    const bytes = randomBytes(100 * KiB);
    const { handle, phases, progress } = track({
      file: pdf(bytes),
      kind: 'document',
      baseUrl: server.baseUrl,
      chunkSize: 10 * KiB,
    });

    const result = await handle.promise;

    const sha256 = sha256Of(bytes).toUpperCase();
    // The id is the last segment of the Location tus answered (its default name: 32 hex digits).
    expect(result.uploadId).toMatch(/^[0-9a-f]{32}$/);
    expect(result).toEqual({ uploadId: result.uploadId, sha256, hashFailed: false });
    expect(await server.sha256(result.uploadId)).toBe(sha256Of(bytes));
    // The hash is declared when publishing, once the last byte has gone.
    expect(await server.metadata(result.uploadId)).toEqual({ kind: 'document', filename: 'a.pdf' });
    expect(server.exchange()).toEqual(['POST', 'PATCH 0']);
    expect(phases).toEqual(['uploading']);
    expect(progress[0]).toMatchObject({ phase: 'uploading', percent: 0 });
    expect(progress.every((p) => Number.isInteger(p.percent) && p.percent <= 100)).toBe(true);
    expect(progress.filter((p) => p.phase === 'hashing').at(-1)?.percent).toBe(100);
    expect(progress.at(-1)).toEqual({
      phase: 'uploading',
      percent: 100,
      bytesSent: bytes.length,
      bytesTotal: bytes.length,
    });
  });

  it('sends a file above 256 KB in chunks of the chosen size', async () => {
    const server = await serve();
    const bytes = randomBytes(1024 * KiB + 3);

    expect(await chunkedExchange(server, bytes)).toEqual(['POST', ...patches(0, 5)]);
  });

  it('resumes from the stored offset when the connection drops mid-chunk', async () => {
    const server = await serve((req, _res, nth) => {
      if (req.method !== 'PATCH' || nth !== 2) return false;
      dropConnection(req);
      return true;
    });
    const bytes = randomBytes(768 * KiB);

    // The second chunk is sent again from where the server says it got to.
    expect(await chunkedExchange(server, bytes)).toEqual([
      'POST',
      ...patches(0, 2),
      'HEAD',
      ...patches(1, 3),
    ]);
  });

  it('resumes an unfinished upload of the same file after a reload, but not of another file', async () => {
    let isRefusing = true;
    const server = await serve((req, res, nth) => {
      if (req.method !== 'PATCH' || nth !== 2 || !isRefusing) return false;
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'permission-denied', message: 'Not allowed.' }));
      return true;
    });
    const bytes = randomBytes(768 * KiB);
    const urlStorage = memoryUrlStorage();
    const options = { chunkSize: CHUNK, urlStorage: urlStorage.storage };

    // The first page stops after one chunk; its upload stays remembered.
    const first = uploadFile(documentUpload(server, bytes, options));
    await expect(first.promise).rejects.toMatchObject({
      status: 403,
      code: 'permission-denied',
      message: 'Not allowed.',
    });
    expect(urlStorage.size()).toBe(1);
    isRefusing = false;

    // Same name, size and date but other bytes: never continues the first upload.
    server.requests.length = 0;
    const other = randomBytes(bytes.length);
    const otherResult = await uploadFile(documentUpload(server, other, options)).promise;
    expect(server.exchange()).toEqual(['POST', ...patches(0, 3)]);
    await expectStored(server, otherResult.uploadId, other);
    expect(urlStorage.size()).toBe(1);

    server.requests.length = 0;
    const result = await uploadFile(documentUpload(server, bytes, options)).promise;
    expect(server.exchange()).toEqual(['HEAD', ...patches(1, 3)]);
    await expectStored(server, result.uploadId, bytes);
    // The first chunk, sent by the first page, is hashed here too.
    expect(result.sha256).toBe(sha256Of(bytes).toUpperCase());
    expect(urlStorage.size()).toBe(0);
  });

  it('starts afresh when the hash fails on the way after resuming an earlier page’s upload', async () => {
    let isRefusing = true;
    const server = await serve((req, res, nth) => {
      if (req.method !== 'PATCH' || nth !== 2 || !isRefusing) return false;
      res.writeHead(403).end('Not allowed.');
      return true;
    });
    const bytes = randomBytes(768 * KiB);
    const urlStorage = memoryUrlStorage();
    const options = { chunkSize: CHUNK, urlStorage: urlStorage.storage };
    await expect(uploadFile(documentUpload(server, bytes, options)).promise).rejects.toThrow();
    isRefusing = false;
    server.requests.length = 0;

    // Only the whole file's hash vouches for what the earlier page sent.
    const result = await uploadFile(
      documentUpload(server, bytes, {
        ...options,
        startHash: failingHash(() => Promise.reject(new Error('The file could not be read.'))),
      }),
    ).promise;

    expect(server.exchange()).toEqual([
      'HEAD',
      ...patches(1, 3),
      'DELETE',
      'POST',
      ...patches(0, 3),
    ]);
    expect(result).toMatchObject({ sha256: null, hashFailed: true });
    await expectStored(server, result.uploadId, bytes);
  });

  it.each([
    ['cannot start', () => Promise.reject(new Error('WebAssembly is disabled'))],
    ['returns no digest', failingHash(() => Promise.resolve('not-a-hash'))],
    ['fails on the way', failingHash(() => Promise.reject(new Error('Unreadable')))],
  ])('uploads without a hash when hashing %s', async (_case, startHash) => {
    const server = await serve();
    const bytes = randomBytes(300 * KiB);
    const urlStorage = memoryUrlStorage();

    const result = await uploadFile(
      documentUpload(server, bytes, {
        startHash,
        urlStorage: urlStorage.storage,
        chunkSize: CHUNK,
      }),
    ).promise;

    expect(result.fallbackKey).toMatch(/^\d{13,}_[0-9a-z]{8}$/);
    expect(result).toEqual({
      uploadId: result.uploadId,
      sha256: null,
      hashFailed: true,
      fallbackKey: result.fallbackKey,
    });
    await expectStored(server, result.uploadId, bytes);
    expect(await server.metadata(result.uploadId)).toEqual({ kind: 'document', filename: 'a.pdf' });
  });

  it("rejects with the server's plain-text refusal and does not retry it", async () => {
    const server = await serve();
    const handle = uploadFile({
      file: pdf(randomBytes(10)),
      kind: 'software',
      baseUrl: server.baseUrl,
    });

    const error: unknown = await handle.promise.catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'invalid-argument',
      message: messages.software.zipOnly,
      hasServerMessage: true,
    });
    expect(server.exchange()).toEqual(['POST']);
  });

  it('retries a locked upload or a server error', async () => {
    const server = await serve((req, res, nth) => {
      if (req.method !== 'POST' || nth > 2) return false;
      res.writeHead(nth === 1 ? 503 : 423).end('Busy');
      return true;
    });
    const bytes = randomBytes(1000);

    const result = await uploadFile(documentUpload(server, bytes)).promise;

    await expectStored(server, result.uploadId, bytes);
    expect(server.exchange()).toEqual(['POST', 'POST', 'POST', 'PATCH 0']);
  });

  it('stops while the hash starts without sending anything', async () => {
    const server = await serve();
    let begin = () => undefined as unknown;
    let stopped = () => undefined as unknown;
    const isStopped = new Promise((resolve) => (stopped = () => resolve(undefined)));
    const { handle, phases } = track({
      file: pdf(randomBytes(10)),
      kind: 'document',
      baseUrl: server.baseUrl,
      startHash: (options) =>
        new Promise((resolve) => {
          begin = () =>
            resolve(
              startRunningHash(options).then((hash) => ({
                ...hash,
                stop: () => {
                  hash.stop();
                  stopped();
                },
              })),
            );
        }),
    });

    await handle.abort();
    begin();

    const error: unknown = await handle.promise.catch((e: unknown) => e);
    expect(isUploadAborted(error)).toBe(true);
    await isStopped;
    expect(phases).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('stops while uploading and deletes the unfinished upload on the server', async () => {
    const server = await serve();
    const urlStorage = memoryUrlStorage();
    const { handle, aborted } = abortAfterFirstChunk(server, { urlStorage: urlStorage.storage });

    const error: unknown = await handle.promise.catch((e: unknown) => e);
    await aborted();

    expect(isUploadAborted(error)).toBe(true);
    expect(server.exchange()).toContain('DELETE');
    expect(server.exchange()).not.toContain('PATCH 786432');
    expect(await readdir(server.directory)).toEqual([]);
    expect(urlStorage.size()).toBe(0);
  });

  it('gives up deleting at once when the server cannot delete the upload', async () => {
    const server = await serve((req, res) => {
      if (req.method !== 'DELETE') return false;
      res.writeHead(503).end('Busy');
      return true;
    });
    const { handle, aborted } = abortAfterFirstChunk(server);

    await expect(handle.promise).rejects.toBeInstanceOf(UploadAbortedError);
    await aborted();

    expect(server.exchange().filter((r) => r === 'DELETE')).toEqual(['DELETE']);
  });

  it('fails without retrying when the file can no longer be read', async () => {
    const server = await serve();
    const file = pdf(randomBytes(10));
    vi.spyOn(file, 'slice').mockReturnValue({
      arrayBuffer: () => Promise.reject(new DOMException('The file changed.', 'NotReadableError')),
    } as unknown as Blob);

    const handle = uploadFile({
      file,
      kind: 'document',
      baseUrl: server.baseUrl,
    });

    await expect(handle.promise).rejects.toThrow(
      'The file could not be read. Please choose it again.',
    );
    expect(server.exchange()).toEqual(['POST']);
  });

  it('leaves a finished upload alone when aborted afterwards', async () => {
    const server = await serve();
    const handle = uploadFile({
      file: pdf(randomBytes(10)),
      kind: 'document',
      baseUrl: server.baseUrl,
    });
    const result = await handle.promise;

    await handle.abort();

    expect(server.exchange()).toEqual(['POST', 'PATCH 0']);
    expect(await server.sha256(result.uploadId)).toMatch(/^[0-9a-f]{64}$/);
  });
});
