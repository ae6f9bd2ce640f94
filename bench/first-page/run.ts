/**
 * bench/first-page: what a browser downloads before the sign-in form can be used, and how long
 * that takes, for the portal's /login and the toolbox's /toolbox/. The built server runs as
 * `npm start` runs it; Chromium (Debian's) opens each page from an empty cache, on loopback and
 * throttled like a phone on "Fast 3G" (150 ms, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown).
 * The network is slowed by a proxy in front of the server rather than by Chromium, so that the
 * toolbox's service worker, which starts on this first visit and precaches the app, shares the
 * same slow link as the page (Chromium's own throttling would leave the worker at full speed).
 * Counted: every file the page asked for before its form answered input (`probe.ts` says when),
 * each with its headers and its body as sent, and what the head links to that a phone's browser
 * fetches by itself (`transfers.ts`); each file is printed with its bytes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from '../built-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';
import { installProbe, readProbe, workerRegisteredMs } from './probe';
import { startThrottleProxy } from './throttle-proxy';
import { fetchLinked, recordRequests, summarizeFiles } from './transfers';

const PAGES = { portal: '/login', toolbox: '/toolbox/' };
const FAST_3G = {
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  const server = await startBuiltServer(dataDir, { ADMIN_PASSWORD: 'bench-first-page' });
  const { address } = server;
  const { hostname, port } = new URL(address);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const results = [];
    for (const [app, url] of Object.entries(PAGES)) {
      for (const network of ['loopback', 'fast-3g'] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (network === 'fast-3g') await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        const requests = recordRequests(cdp);
        await installProbe(page);
        const started = performance.now();
        // A fresh slow link for each run: nothing left over from the one before.
        const proxy =
          network === 'fast-3g'
            ? await startThrottleProxy({ host: hostname, port: Number(port) }, FAST_3G)
            : null;
        const origin = proxy?.address ?? address;
        await page.goto(`${origin}${url}`, { waitUntil: 'commit' });
        const probe = await readProbe(page, 120_000);
        // Playwright's own typing, as before: a check that the form does answer, and its time.
        await page.getByLabel('Email').fill('someone@example.com', { timeout: 120_000 });
        const filledMs = Math.round(performance.now() - started);
        const files = await requests.before(probe.usableAt!, 60_000);
        files.push(...(await fetchLinked(page, cdp, probe.links)));
        const bytes = summarizeFiles(files);
        // The worker starts after the first screen is usable, if at all.
        await page.waitForTimeout(network === 'fast-3g' ? 4000 : 1500);
        const workerMs = await workerRegisteredMs(page);
        const kb = (n: number) => Math.round(n / 102.4) / 10;
        console.log(
          `${app} ${url} (${network}): sign-in usable after ${probe.usableMs} ms ` +
            `(Playwright typed by ${filledMs} ms); ` +
            `${kb(bytes.total)} KB in ${bytes.requests} files before it, ` +
            `${kb(bytes.scriptsAndStyles)} KB of it scripts and styles` +
            (workerMs === null ? '' : `; offline worker registered at ${workerMs} ms`),
        );
        for (const file of bytes.files)
          console.log(
            `  ${String(file.bytes).padStart(7)} B  ${file.type.padEnd(10)} ${file.path}` +
              (file.note ? ` (${file.note})` : ''),
          );
        results.push({
          app,
          url,
          network,
          usableMs: probe.usableMs,
          filledMs,
          workerMs,
          workerAfterForm: workerMs === null || workerMs > probe.usableMs!,
          totalKB: kb(bytes.total),
          scriptsAndStylesKB: kb(bytes.scriptsAndStyles),
          requests: bytes.requests,
          files: bytes.files,
          requestedAfter: requests.after(probe.usableAt!),
        });
        await context.close();
        await proxy?.close();
      }
    }
    const file = writeResult('first-page', {
      benchmark: 'first-page',
      at: new Date().toISOString(),
      machine: machineInfo(),
      results,
    });
    console.log(`written: ${file}`);
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
