// What bench/upload's Node path and its browser mode share: files, the server, the tus calls.
import { execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freePort, spawnServer } from '../../apps/server/test/spawn-server';

export const MB = 1024 * 1024;
export const ADMIN = { email: 'bench-upload@example.com', password: 'Bench-upload-1' };

export const seconds = (start: number) => (performance.now() - start) / 1000;
export const rate = (bytes: number, s: number) => Math.round((bytes / MB / s) * 10) / 10;

export async function writeRandomFile(file: string, bytes: number) {
  const block = crypto.randomBytes(8 * MB);
  let left = bytes;
  await pipeline(
    Readable.from(
      (function* () {
        while (left > 0) {
          const piece = block.subarray(0, Math.min(left, block.length));
          left -= piece.length;
          yield piece;
        }
      })(),
    ),
    fs.createWriteStream(file),
  );
}

export async function sha256Streaming(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 4 * MB })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** Starts a fresh peak (Linux: writing 5 to clear_refs resets VmHWM to the current RSS). */
export function resetPeakRss(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then includes start-up
  }
}

/** Runs `work` and answers what it gave and how many seconds it took. */
export async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, seconds(start)];
}

/** How fast this machine hashes and copies `file` without the server: the yardsticks. */
export async function measureBaselines(file: string) {
  const [, sha256sumS] = await timed(() => execFileSync('sha256sum', [file], { stdio: 'ignore' }));
  const [, copyS] = await timed(() =>
    execFileSync('cp', [file, `${file}.copy`], { stdio: 'ignore' }),
  );
  fs.rmSync(`${file}.copy`);
  return { sha256sumS, copyS };
}

/** A fresh server process in its own data folder that takes documents of `bytes`. */
export async function startUploadServer(
  workDir: string,
  bytes: number,
  { withPortal = false, storageUrl }: { withPortal?: boolean; storageUrl?: string } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'server-'));
  const port = await freePort();
  // A first start (the database created) on a 2-core machine shared with others took over a minute.
  const server = await spawnServer(
    {
      DATA_DIR: dataDir,
      ...(storageUrl ? { STORAGE_URL: storageUrl } : {}),
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DOCUMENT_MAX_BYTES: String(bytes + MB),
      // The browser mode uses the built portal; the Node path needs none.
      ...(withPortal ? {} : { PORTAL_DIR: path.join(dataDir, 'no-portal') }),
    },
    { startupMs: 300_000 },
  );
  return { server, dataDir, base: `http://127.0.0.1:${port}` };
}

/** Stops the server (killed if it has not stopped within half a second) and removes its data. */
export async function stopUploadServer({
  server,
  dataDir,
}: {
  server: ChildProcess;
  dataDir: string;
}) {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const b64 = (v: string) => Buffer.from(v).toString('base64');

/** The tus creation and one PATCH of the whole file, as the portal sends it; answers its path. */
export async function sendUpload(
  base: string,
  cookie: string,
  { file, bytes, sha256 }: { file: string; bytes: number; sha256: string },
) {
  const created = await fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes),
      'upload-metadata': `kind ${b64('document')},filename ${b64('bench.pdf')},sha256 ${b64(sha256)}`,
    },
  });
  if (created.status !== 201) throw new Error(`upload refused: ${created.status}`);
  const location = created.headers.get('location')!;
  const patched = await fetch(`${base}${location}`, {
    method: 'PATCH',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes),
    },
    body: Readable.toWeb(fs.createReadStream(file, { highWaterMark: MB })) as ReadableStream,
    duplex: 'half',
  });
  if (patched.status !== 204) throw new Error(`PATCH answered ${patched.status}`);
  return location;
}

/** Publishes the finished upload at `location` as a document. */
export async function publishDocument(base: string, cookie: string, location: string) {
  const published = await fetch(`${base}/api/v1/documents`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadId: location.split('/').pop(), category: 'Bench' }),
  });
  if (published.status !== 201) {
    throw new Error(`publish answered ${published.status}: ${await published.text()}`);
  }
}

/** What the browser does (hash while reading, here with node:crypto), then upload and publish. */
export async function uploadAndPublish(base: string, cookie: string, file: string, bytes: number) {
  const [sha256, clientHashS] = await timed(() => sha256Streaming(file));
  const [location, transferS] = await timed(() =>
    sendUpload(base, cookie, { file, bytes, sha256 }),
  );
  const [, publishS] = await timed(() => publishDocument(base, cookie, location));
  return { clientHashS, transferS, publishS };
}
