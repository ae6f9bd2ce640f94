/**
 * bench/upload: a large file through the real upload path on loopback — tus POST and PATCH to the
 * server process, then publishing it as a document (the server hashes the stored bytes again and
 * moves them into storage). Reports MB/s beside `sha256sum` and a plain `cp` of the same file on
 * this machine, and the server's peak RSS per size, which must stay flat as the file grows.
 * Bounded: one upload per size, each on a fresh server.
 */
import { execFileSync } from 'node:child_process';
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

async function measure(sizeMB: number, workDir: string) {
  const bytes = sizeMB * MB;
  const file = path.join(workDir, `upload-${sizeMB}.bin`);
  await writeRandomFile(file, bytes);

  let start = performance.now();
  execFileSync('sha256sum', [file], { stdio: 'ignore' });
  const sha256sumS = seconds(start);
  start = performance.now();
  execFileSync('cp', [file, `${file}.copy`], { stdio: 'ignore' });
  const copyS = seconds(start);
  fs.rmSync(`${file}.copy`);

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
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signInCookie(base, ADMIN);
    const startupPeakRssMB = rssMB(server.pid!, 'VmHWM');
    const idleRssMB = rssMB(server.pid!, 'VmRSS');
    resetPeakRss(server.pid!);

    // What the browser does first: hash while reading (here with node:crypto, streaming).
    start = performance.now();
    const sha256 = await sha256Streaming(file);
    const clientHashS = seconds(start);

    const b64 = (v: string) => Buffer.from(v).toString('base64');
    start = performance.now();
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
    const transferS = seconds(start);

    start = performance.now();
    const published = await fetch(`${base}/api/v1/documents`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadId: location.split('/').pop(), category: 'Bench' }),
    });
    if (published.status !== 201) {
      throw new Error(`publish answered ${published.status}: ${await published.text()}`);
    }
    const publishS = seconds(start);
    const totalS = transferS + publishS;
    const result = {
      sizeMB,
      clientHashMBps: rate(bytes, clientHashS),
      transferMBps: rate(bytes, transferS),
      publishMBps: rate(bytes, publishS),
      serverPathMBps: rate(bytes, totalS),
      sha256sumMBps: rate(bytes, sha256sumS),
      copyMBps: rate(bytes, copyS),
      serverStartupPeakRssMB: startupPeakRssMB,
      serverIdleRssMB: idleRssMB,
      serverPeakRssDuringUploadMB: rssMB(server.pid!, 'VmHWM'),
    };
    console.log(
      `${sizeMB} MB: upload+publish ${result.serverPathMBps} MB/s (transfer ${result.transferMBps}, publish ${result.publishMBps}); ` +
        `sha256sum ${result.sha256sumMBps} MB/s, cp ${result.copyMBps} MB/s; server RSS idle ${result.serverIdleRssMB} MB, peak while uploading ${result.serverPeakRssDuringUploadMB} MB`,
    );
    return result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
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
