/**
 * bench/first-page: what a browser downloads before the sign-in form can be used, and how long
 * that takes, for the portal's /login and the toolbox's /toolbox/. The built server runs as
 * `npm start` runs it; Chromium (Debian's) opens each page from an empty cache, on loopback and
 * throttled like a phone on "Fast 3G" (150 ms, 1.6 Mbps down, 750 kbps up, 4× CPU slowdown).
 * Service workers are blocked: the figure is the first visit, before any worker exists.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { startBuiltServer } from '../built-server';
import { machineInfo } from '../databases';
import { writeResult } from '../lib';

const PAGES = { portal: '/login', toolbox: '/toolbox/' };
const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

type Transfer = { total: number; scriptsAndStyles: number; requests: number };

/** Sums the bytes on the wire (compressed, headers included) of every response, by type. */
function countTransfers(cdp: CDPSession): () => Transfer {
  const types = new Map<string, string>();
  const transfer: Transfer = { total: 0, scriptsAndStyles: 0, requests: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    transfer.total += event.encodedDataLength;
    transfer.requests += 1;
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet')
      transfer.scriptsAndStyles += event.encodedDataLength;
  });
  return () => ({ ...transfer });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  const server = await startBuiltServer(dataDir, { ADMIN_PASSWORD: 'bench-first-page' });
  const { address } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    const results = [];
    for (const [app, url] of Object.entries(PAGES)) {
      for (const network of ['loopback', 'fast-3g'] as const) {
        const context = await browser.newContext({ serviceWorkers: 'block' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        if (network === 'fast-3g') {
          await cdp.send('Network.emulateNetworkConditions', FAST_3G);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        }
        const transferred = countTransfers(cdp);
        const started = performance.now();
        await page.goto(`${address}${url}`, { waitUntil: 'commit' });
        const email = page.getByLabel('Email');
        await email.waitFor({ state: 'visible', timeout: 120_000 });
        await email.fill('someone@example.com', { timeout: 120_000 });
        const usableMs = Math.round(performance.now() - started);
        const bytes = transferred();
        const kb = (n: number) => Math.round(n / 102.4) / 10;
        console.log(
          `${app} ${url} (${network}): sign-in usable after ${usableMs} ms; ` +
            `${kb(bytes.total)} KB over ${bytes.requests} requests, ` +
            `${kb(bytes.scriptsAndStyles)} KB of it scripts and styles`,
        );
        results.push({
          app,
          url,
          network,
          usableMs,
          totalKB: kb(bytes.total),
          scriptsAndStylesKB: kb(bytes.scriptsAndStyles),
          requests: bytes.requests,
        });
        await context.close();
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
