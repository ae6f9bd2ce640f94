// bench/upload's server path: one upload of a size on a fresh server, beside the bare server
// (and, on S3, the S3 server alone) on the same file in the same run. Used by both modes.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseS3Url, S3Storage } from '../../apps/server/src/lib/storage/s3-storage';
import type { LocalS3 } from '../../apps/server/test/local-s3';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { rssMB } from '../lib';
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

/** Seconds the S3 server takes the file straight from this process, in parts: what it can take. */
async function measureStoreAlone(file: string, s3: LocalS3): Promise<number> {
  const store = new S3Storage(parseS3Url(s3.url('bench-bare')));
  try {
    const [, storeS] = await timed(() =>
      store.put('bare.bin', fs.createReadStream(file, { highWaterMark: MB })),
    );
    await store.delete('bare.bin');
    return storeS;
  } finally {
    store.close();
  }
}

/** One upload of `sizeMB` through the server, timed beside the references; printed and answered. */
export async function measure(sizeMB: number, workDir: string, s3: LocalS3 | null) {
  const storageKind = s3 ? 's3' : 'disk';
  const bytes = sizeMB * MB;
  const file = path.join(workDir, `upload-${sizeMB}.bin`);
  await writeRandomFile(file, bytes);
  const { sha256sumS, copyS } = await measureBaselines(file);
  const bareS = await measureBareServer(file, bytes, workDir);
  const storeS = s3 ? await measureStoreAlone(file, s3) : null;

  const started = await startUploadServer(workDir, bytes, {
    ...(s3 ? { storageUrl: s3.url(`bench-${sizeMB}-${Date.now()}`) } : {}),
  });
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
      storage: storageKind,
      clientHashMBps: rate(bytes, clientHashS),
      transferMBps: rate(bytes, transferS),
      publishMBps: rate(bytes, publishS),
      serverPathMBps: rate(bytes, transferS + publishS),
      /** A bare streaming server with SHA-256 and fsync, on the same file in the same run. */
      bareServerMBps: rate(bytes, bareS),
      ratioToBare: Math.round((bareS / (transferS + publishS)) * 100) / 100,
      /** S3 mode: the S3 server taking the file straight from Node in 8 MiB parts, no Toolbox. */
      ...(storeS === null
        ? {}
        : {
            storeAloneMBps: rate(bytes, storeS),
            ratioToStoreAlone: Math.round((storeS / (transferS + publishS)) * 100) / 100,
          }),
      /** Seconds from the last byte sent to the document published. */
      lastByteToPublishedS: Math.round(publishS * 100) / 100,
      sha256sumMBps: rate(bytes, sha256sumS),
      copyMBps: rate(bytes, copyS),
      serverStartupPeakRssMB: startupPeakRssMB,
      serverIdleRssMB: idleRssMB,
      serverPeakRssDuringUploadMB: rssMB(pid, 'VmHWM'),
    };
    console.log(
      `${sizeMB} MB (${storageKind}): upload+publish ${result.serverPathMBps} MB/s (transfer ${result.transferMBps}, publish ${result.publishMBps}); ` +
        `bare server ${result.bareServerMBps} MB/s (ratio ${result.ratioToBare}); ` +
        (storeS === null
          ? ''
          : `S3 server alone ${result.storeAloneMBps} MB/s (ratio ${result.ratioToStoreAlone}); `) +
        `published ${result.lastByteToPublishedS} s after the last byte; ` +
        `sha256sum ${result.sha256sumMBps} MB/s, cp ${result.copyMBps} MB/s; server RSS idle ${result.serverIdleRssMB} MB, peak while uploading ${result.serverPeakRssDuringUploadMB} MB`,
    );
    return result;
  } finally {
    await stopUploadServer(started);
    fs.rmSync(file, { force: true });
  }
}
