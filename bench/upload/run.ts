/**
 * bench/upload: a large file through the real upload path on loopback — tus POST and PATCH to the
 * server process, then publishing it as a document (the server hashes the stored bytes again and
 * moves them into storage). Reports MB/s beside `sha256sum` and a plain `cp` of the same file on
 * this machine, and the server's peak RSS per size, which must stay flat as the file grows.
 * Bounded: one upload per size, each on a fresh server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { machineInfo } from '../databases';
import { rssMB, writeResult } from '../lib';
import { startBareUploadServer } from '../load';
import {
  ADMIN,
  MB,
  measureBaselines,
  rate,
  resetPeakRss,
  startUploadServer,
  stopUploadServer,
  timed,
  uploadAndPublish,
  writeRandomFile,
} from './helpers';

const sizesMB = (process.env.BENCH_UPLOAD_SIZES_MB ?? '100,1024')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);

/** Seconds the bare upload server takes to receive, hash and sync `file`. */
async function measureBareServer(file: string, bytes: number, workDir: string): Promise<number> {
  const bare = await startBareUploadServer(workDir);
  try {
    const [response, seconds] = await timed(() =>
      fetch(bare.address, {
        method: 'PUT',
        headers: { 'content-length': String(bytes) },
        body: Readable.toWeb(fs.createReadStream(file, { highWaterMark: MB })) as ReadableStream,
        duplex: 'half',
      }),
    );
    if (response.status !== 204) throw new Error(`bare server answered ${response.status}`);
    return seconds;
  } finally {
    bare.stop();
  }
}

async function measure(sizeMB: number, workDir: string) {
  const bytes = sizeMB * MB;
  const file = path.join(workDir, `upload-${sizeMB}.bin`);
  await writeRandomFile(file, bytes);
  const { sha256sumS, copyS } = await measureBaselines(file);
  const bareS = await measureBareServer(file, bytes, workDir);

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
      /** A bare streaming server with SHA-256 and fsync, on the same file in the same run. */
      bareServerMBps: rate(bytes, bareS),
      ratioToBare: Math.round((bareS / (transferS + publishS)) * 100) / 100,
      sha256sumMBps: rate(bytes, sha256sumS),
      copyMBps: rate(bytes, copyS),
      serverStartupPeakRssMB: startupPeakRssMB,
      serverIdleRssMB: idleRssMB,
      serverPeakRssDuringUploadMB: rssMB(pid, 'VmHWM'),
    };
    console.log(
      `${sizeMB} MB: upload+publish ${result.serverPathMBps} MB/s (transfer ${result.transferMBps}, publish ${result.publishMBps}); ` +
        `bare server ${result.bareServerMBps} MB/s (ratio ${result.ratioToBare}); ` +
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

if (process.argv.includes('--browser')) await import('./browser');
else await main();
