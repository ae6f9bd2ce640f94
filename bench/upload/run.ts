/**
 * bench/upload: a large file through the real upload path on loopback — tus POST and PATCH to the
 * server process, then publishing it as a document (the server hashes the stored bytes again and
 * moves them into storage). Reports MB/s beside `sha256sum` and a plain `cp` of the same file on
 * this machine, and the server's peak RSS per size, which must stay flat as the file grows.
 * Bounded: one upload per size, each on a fresh server.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { freePort, signInCookie, spawnServer } from '../../apps/server/test/spawn-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';

const MB = 1024 * 1024;
const sizesMB = (process.env.BENCH_UPLOAD_SIZES_MB ?? '100,1024')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
const ADMIN = { email: 'bench-upload@example.com', password: 'Bench-upload-1' };

const seconds = (start: number) => (performance.now() - start) / 1000;
const rate = (bytes: number, s: number) => Math.round((bytes / MB / s) * 10) / 10;

async function writeRandomFile(file: string, bytes: number) {
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

async function sha256Streaming(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 4 * MB })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** Resident set (VmRSS) or its peak (VmHWM) of a process, from Linux's /proc, in MB. */
function rssMB(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Starts a fresh peak (Linux: writing 5 to clear_refs resets VmHWM to the current RSS). */
function resetPeakRss(pid: number): void {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // not Linux, or not allowed: the peak then includes start-up
  }
}

/** Runs `work` and answers what it gave and how many seconds it took. */
async function timed<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, seconds(start)];
}

/** How fast this machine hashes and copies `file` without the server: the yardsticks. */
async function measureBaselines(file: string) {
  const [, sha256sumS] = await timed(() => execFileSync('sha256sum', [file], { stdio: 'ignore' }));
  const [, copyS] = await timed(() =>
    execFileSync('cp', [file, `${file}.copy`], { stdio: 'ignore' }),
  );
  fs.rmSync(`${file}.copy`);
  return { sha256sumS, copyS };
}

/** A fresh server process in its own data folder that takes documents of `bytes`. */
async function startUploadServer(workDir: string, bytes: number) {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'server-'));
  const port = await freePort();
  const server = await spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DOCUMENT_MAX_BYTES: String(bytes + MB),
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
  });
  return { server, dataDir, base: `http://127.0.0.1:${port}` };
}

/** Stops the server (killed if it has not stopped within half a second) and removes its data. */
async function stopUploadServer({ server, dataDir }: { server: ChildProcess; dataDir: string }) {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const b64 = (v: string) => Buffer.from(v).toString('base64');

/** The tus creation and one PATCH of the whole file, as the portal sends it; answers its path. */
async function sendUpload(
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
async function publishDocument(base: string, cookie: string, location: string) {
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
async function uploadAndPublish(base: string, cookie: string, file: string, bytes: number) {
  const [sha256, clientHashS] = await timed(() => sha256Streaming(file));
  const [location, transferS] = await timed(() =>
    sendUpload(base, cookie, { file, bytes, sha256 }),
  );
  const [, publishS] = await timed(() => publishDocument(base, cookie, location));
  return { clientHashS, transferS, publishS };
}

async function measure(sizeMB: number, workDir: string) {
  const bytes = sizeMB * MB;
  const file = path.join(workDir, `upload-${sizeMB}.bin`);
  await writeRandomFile(file, bytes);
  const { sha256sumS, copyS } = await measureBaselines(file);

  const started = await startUploadServer(workDir, bytes);
  const pid = started.server.pid!;
  try {
    const cookie = await signInCookie(started.base, ADMIN);
    const startupPeakRssMB = rssMB(pid, 'VmHWM');
    const idleRssMB = rssMB(pid, 'VmRSS');
    resetPeakRss(pid);
    const { clientHashS, transferS, publishS } = await uploadAndPublish(
      started.base,
      cookie,
      file,
      bytes,
    );
    const result = {
      sizeMB,
      clientHashMBps: rate(bytes, clientHashS),
      transferMBps: rate(bytes, transferS),
      publishMBps: rate(bytes, publishS),
      serverPathMBps: rate(bytes, transferS + publishS),
      sha256sumMBps: rate(bytes, sha256sumS),
      copyMBps: rate(bytes, copyS),
      serverStartupPeakRssMB: startupPeakRssMB,
      serverIdleRssMB: idleRssMB,
      serverPeakRssDuringUploadMB: rssMB(pid, 'VmHWM'),
    };
    console.log(
      `${sizeMB} MB: upload+publish ${result.serverPathMBps} MB/s (transfer ${result.transferMBps}, publish ${result.publishMBps}); ` +
        `sha256sum ${result.sha256sumMBps} MB/s, cp ${result.copyMBps} MB/s; server RSS idle ${result.serverIdleRssMB} MB, peak while uploading ${result.serverPeakRssDuringUploadMB} MB`,
    );
    return result;
  } finally {
    await stopUploadServer(started);
    fs.rmSync(file, { force: true });
  }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-upload-'));
  const results = [];
  try {
    for (const sizeMB of sizesMB) results.push(await measure(sizeMB, workDir));
  } finally {
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const file = writeResult('upload', {
    benchmark: 'upload',
    at: new Date().toISOString(),
    machine: machineInfo(),
    results,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

await main();
