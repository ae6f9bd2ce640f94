/**
 * bench/upload --browser: the portal's upload form in Chromium (Debian's) with a 150 MB file —
 * hashed in a worker while it is sent over tus, then published — next to the same file through
 * the Node path (hash, tus, publish) on the same server, in the same run; then the server path
 * with 1 GiB beside a bare streaming server that hashes (server-path.ts). Prints both ratios
 * against their targets: the browser at least 0.6 of the Node path, the 1 GiB upload at least
 * 0.85 of the bare server and published within 1 s of its last byte.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';
import { measure } from './server-path';
import {
  ADMIN,
  MB,
  rate,
  startUploadServer,
  stopUploadServer,
  timed,
  uploadAndPublish,
  writeRandomFile,
} from './helpers';

const sizeMB = Number(process.env.BENCH_BROWSER_UPLOAD_MB ?? 150);
/** The size of the server path's run beside the bare server; 0 leaves it out. */
const serverSizeMB = Number(process.env.BENCH_UPLOAD_SERVER_MB ?? 1024);
const bytes = sizeMB * MB;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-upload-'));
const file = path.join(workDir, 'manual.pdf');
await writeRandomFile(file, bytes);
const started = await startUploadServer(workDir, bytes, { withPortal: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  const { base } = started;
  const cookie = await signInCookie(base, ADMIN);
  const [node, nodeS] = await timed(() => uploadAndPublish(base, cookie, file, bytes));

  const context = await browser.newContext({ baseURL: base });
  const signedIn = await context.request.post('/api/v1/auth/sign-in', {
    data: { ...ADMIN, rememberMe: false },
  });
  if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
  const page = await context.newPage();
  await page.goto('/documents/upload');
  await page.getByTestId('file-input').setInputFiles(file);
  const categories = page.getByRole('combobox', { name: 'Categories' });
  await categories.fill('Service');
  await categories.press('Enter');
  // The clock starts when a person could click: Playwright's click would otherwise count its own
  // wait for the button to settle after the categories' list closes (about 2 s here).
  const upload = page.getByRole('button', { name: 'Upload document' });
  await upload.click({ trial: true });
  const [, browserS] = await timed(async () => {
    await upload.click();
    await page.waitForURL(/\/documents\/(?!upload)[^/]+$/, { timeout: 600_000 });
  });
  await context.close();

  const result = {
    sizeMB,
    nodeMBps: rate(bytes, nodeS),
    node,
    browserMBps: rate(bytes, browserS),
    browserS: Math.round(browserS * 10) / 10,
    ratio: Math.round((nodeS / browserS) * 100) / 100,
  };
  console.log(
    `${sizeMB} MB: the portal in Chromium ${result.browserMBps} MB/s (${result.browserS} s), ` +
      `the Node path ${result.nodeMBps} MB/s; browser ÷ Node ${result.ratio}`,
  );
  await stopUploadServer(started);
  const server = serverSizeMB > 0 ? await measure(serverSizeMB, workDir, null) : null;
  console.log(
    [
      '',
      `browser ÷ Node path (${sizeMB} MB): ${result.ratio} (target ≥ 0.6)`,
      server
        ? `tus ÷ bare server (${serverSizeMB} MB): ${server.ratioToBare} (target ≥ 0.85), ` +
          `published ${server.lastByteToPublishedS} s after the last byte (target ≤ 1 s)`
        : 'tus ÷ bare server: not run (BENCH_UPLOAD_SERVER_MB=0)',
    ].join('\n'),
  );
  const written = writeResult('upload-browser', {
    benchmark: 'upload-browser',
    at: new Date().toISOString(),
    machine: machineInfo(),
    result,
    server,
  });
  console.log(`written: ${written}`);
} finally {
  await browser.close();
  // Stopped already when the run got as far as the server path; stopping again does no harm.
  await stopUploadServer(started);
  fs.rmSync(workDir, { recursive: true, force: true });
}
