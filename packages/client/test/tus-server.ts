/// <reference types="node" />
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { messages } from '@toolbox/domain';
import type { PreviousUpload, UrlStorage } from 'tus-js-client';

export interface TusRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

/**
 * Answers a request itself instead of the tus server (to drop or refuse it); returns whether it did.
 * `nth` counts the requests of the same method, from 1.
 */
export type Intercept = (req: IncomingMessage, res: ServerResponse, nth: number) => boolean;

/**
 * A real tus server (`@tus/server` over `@tus/file-store` in a temporary directory) on 127.0.0.1,
 * with the production server's refusal of a software package that is not a ZIP.
 */
export async function startTusServer(intercept?: Intercept) {
  const directory = await mkdtemp(path.join(tmpdir(), 'toolbox-tus-'));
  const store = new FileStore({ directory });
  const tus = new Server({
    path: '/api/v1/uploads',
    datastore: store,
    relativeLocation: true,
    onUploadCreate: (_req, upload) => {
      const fileName = upload.metadata?.filename ?? '';
      if (upload.metadata?.kind === 'software' && !fileName.endsWith('.zip')) {
        // tus takes a thrown `{ status_code, body }` as the answer, as in the real server.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { status_code: 400, body: messages.software.zipOnly };
      }
      return Promise.resolve({});
    },
  });

  const requests: TusRequest[] = [];
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    requests.push({ method, url: req.url ?? '/', headers: req.headers });
    const nth = (counts.get(method) ?? 0) + 1;
    counts.set(method, nth);
    if (intercept?.(req, res, nth)) return;
    void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    directory,
    requests,
    /** Requests as "METHOD Upload-Offset", to read the protocol exchange at a glance. */
    exchange: () =>
      requests.map((r) =>
        r.method === 'PATCH' ? `PATCH ${String(r.headers['upload-offset'])}` : r.method,
      ),
    /** SHA-256 (lowercase hex) of the bytes stored for the upload. */
    sha256: async (uploadId: string) =>
      createHash('sha256')
        .update(await readFile(path.join(directory, uploadId)))
        .digest('hex'),
    metadata: async (uploadId: string) => (await store.getUpload(uploadId)).metadata ?? {},
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** Reads the start of the request's body, then cuts the connection: a dropped link mid-chunk. */
export function dropConnection(req: IncomingMessage): void {
  req.once('data', () => req.socket.destroy());
}

/** The browser's localStorage for unfinished uploads, in memory: it outlives one `uploadFile`. */
export function memoryUrlStorage() {
  const entries = new Map<string, { fingerprint: string; upload: PreviousUpload }>();
  let next = 0;
  const storage: UrlStorage = {
    findAllUploads: () => Promise.resolve([...entries.values()].map((e) => e.upload)),
    findUploadsByFingerprint: (fingerprint) =>
      Promise.resolve(
        [...entries.values()].filter((e) => e.fingerprint === fingerprint).map((e) => e.upload),
      ),
    removeUpload: (key) => Promise.resolve(void entries.delete(key)),
    addUpload: (fingerprint, upload) => {
      const key = `tus::${fingerprint}::${next++}`;
      entries.set(key, { fingerprint, upload: { ...upload, urlStorageKey: key } });
      return Promise.resolve(key);
    },
  };
  return { storage, size: () => entries.size };
}
