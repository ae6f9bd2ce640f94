/**
 * bench/first-page: what a browser downloads before the sign-in form can be used, and how long
 * that takes, for the portal's /login and the toolbox's /toolbox/. The built server runs as
 * `npm start` runs it; Chromium (Debian's) opens each page from an empty cache, on loopback and
 * throttled like a phone on "Fast 3G" (150 ms, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown).
 * The network is slowed by a proxy in front of the server rather than by Chromium, so that the
 * toolbox's service worker, which starts on this first visit and precaches the app, shares the
 * same slow link as the page (Chromium's own throttling would leave the worker at full speed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { startBuiltServer } from '../built-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';
import { startThrottleProxy } from './throttle-proxy';

const PAGES = { portal: '/login', toolbox: '/toolbox/' };
const FAST_3G = {
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

type Transfer = {
  total: number;
  scriptsAndStyles: number;
  requests: number;
  /** Each response's path and bytes on the wire, largest first. */
  files: { path: string; bytes: number }[];
};

/** Sums the bytes on the wire (compressed, headers included) of every response, by type. */
function countTransfers(cdp: CDPSession): () => Transfer {
  const responses = new Map<string, { type: string; path: string }>();
  const transfer: Transfer = { total: 0, scriptsAndStyles: 0, requests: 0, files: [] };
  cdp.on('Network.responseReceived', (event) =>
    responses.set(event.requestId, {
      type: event.type,
      path: new URL(event.response.url).pathname,
    }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    transfer.total += event.encodedDataLength;
    transfer.requests += 1;
    const response = responses.get(event.requestId);
    if (response?.type === 'Script' || response?.type === 'Stylesheet')
      transfer.scriptsAndStyles += event.encodedDataLength;
    if (response) transfer.files.push({ path: response.path, bytes: event.encodedDataLength });
  });
  return () => ({ ...transfer, files: [...transfer.files].sort((a, b) => b.bytes - a.bytes) });
}

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
        const transferred = countTransfers(cdp);
        const started = performance.now();
        const worker = { startedMs: null as number | null };
        context.on('serviceworker', () => {
          worker.startedMs ??= Math.round(performance.now() - started);
        });
        // A fresh slow link for each run: nothing left over from the one before.
        const proxy =
          network === 'fast-3g'
            ? await startThrottleProxy({ host: hostname, port: Number(port) }, FAST_3G)
            : null;
        const origin = proxy?.address ?? address;
        await page.goto(`${origin}${url}`, { waitUntil: 'commit' });
        const email = page.getByLabel('Email');
        await email.waitFor({ state: 'visible', timeout: 120_000 });
        await email.fill('someone@example.com', { timeout: 120_000 });
        const usableMs = Math.round(performance.now() - started);
        const bytes = transferred();
        // The worker starts after the first screen is usable (issue #19 item 8), if at all.
        await page.waitForTimeout(network === 'fast-3g' ? 4000 : 1500);
        const kb = (n: number) => Math.round(n / 102.4) / 10;
        console.log(
          `${app} ${url} (${network}): sign-in usable after ${usableMs} ms; ` +
            `${kb(bytes.total)} KB over ${bytes.requests} requests, ` +
            `${kb(bytes.scriptsAndStyles)} KB of it scripts and styles` +
            (worker.startedMs === null ? '' : `; offline worker started at ${worker.startedMs} ms`),
        );
        results.push({
          app,
          url,
          network,
          usableMs,
          workerMs: worker.startedMs,
          totalKB: kb(bytes.total),
          scriptsAndStylesKB: kb(bytes.scriptsAndStyles),
          requests: bytes.requests,
          files: bytes.files,
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
