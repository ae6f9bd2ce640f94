/**
 * bench/upload: a large file through the real upload path on loopback — tus POST and PATCH to the
 * server process (which hashes the bytes on their way to disk), then publishing it as a document
 * (the hash checked, the file linked into storage). Reports MB/s beside a bare streaming server
 * that hashes, `sha256sum` and a plain `cp` of the same file on this machine, and the server's
 * peak RSS per size, which must stay flat as the file grows. Bounded: one upload per size, each on
 * a fresh server. `--browser` runs the portal in Chromium instead (browser.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalS3 } from '../../apps/server/test/local-s3';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';
import { measure } from './server-path';

const sizesMB = (process.env.BENCH_UPLOAD_SIZES_MB ?? '100,1024')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => n > 0);
/** `s3`: the server stores into an S3 protocol server (s3rver) on loopback instead of its disk. */
const storageKind = process.env.BENCH_UPLOAD_STORAGE === 's3' ? 's3' : 'disk';

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-upload-'));
  const results = [];
  const s3 = storageKind === 's3' ? await startLocalS3(path.join(workDir, 's3')) : null;
  try {
    for (const sizeMB of sizesMB) results.push(await measure(sizeMB, workDir, s3));
  } finally {
    await s3?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  const file = writeResult(storageKind === 's3' ? 'upload-s3' : 'upload', {
    benchmark: 'upload',
    at: new Date().toISOString(),
    machine: machineInfo(),
    results,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

if (process.argv.includes('--browser')) await import('./browser');
else await main();
