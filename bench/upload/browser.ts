/**
 * bench/upload --browser: the portal's upload form in Chromium (Debian's) with a 150 MB file —
 * hashing in the page, tus from the browser, publishing — next to the same file through the Node
 * path (hash, tus, publish) on the same server, in the same run. Reports MB/s end to end for each
 * and the ratio (issue #19 item 6: the browser at least half the Node path's rate).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';
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
  const clicked = performance.now();
  let hashedS = 0;
  const [, browserS] = await timed(async () => {
    await upload.click();
    await page.getByText(/^Uploading \d+%/).waitFor({ timeout: 600_000 });
    hashedS = (performance.now() - clicked) / 1000;
    await page.waitForURL(/\/documents\/(?!upload)[^/]+$/, { timeout: 600_000 });
  });
  await context.close();

  const result = {
    sizeMB,
    nodeMBps: rate(bytes, nodeS),
    node,
    browserMBps: rate(bytes, browserS),
    browserS: Math.round(browserS * 10) / 10,
    /** Until the page had the file's SHA-256 and began sending. */
    browserHashS: Math.round(hashedS * 10) / 10,
    ratio: Math.round((nodeS / browserS) * 100) / 100,
  };
  console.log(
    `${sizeMB} MB: the portal in Chromium ${result.browserMBps} MB/s (${result.browserS} s, ${result.browserHashS} s of it hashing), ` +
      `the Node path ${result.nodeMBps} MB/s; browser ÷ Node ${result.ratio}`,
  );
  const written = writeResult('upload-browser', {
    benchmark: 'upload-browser',
    at: new Date().toISOString(),
    machine: machineInfo(),
    result,
  });
  console.log(`written: ${written}`);
} finally {
  await browser.close();
  await stopUploadServer(started);
  fs.rmSync(workDir, { recursive: true, force: true });
}
