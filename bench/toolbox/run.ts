/**
 * bench/toolbox: what the engineer toolbox costs a phone, Lighthouse-style, on loopback: the
 * JavaScript shipped for the first page (gzip), time until the app answers input (cold and with
 * its service worker), installability (manifest, icons, service worker) and axe's accessibility
 * findings on every screen. The server runs in-process on PGlite with the sample catalogue.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { buildApp } from '../../apps/server/src/app';
import { loadDemo } from '../../apps/server/src/demo/loader';
import { loadConfig } from '../../apps/server/src/env';
import { openInstallation } from '../../apps/server/src/installation';
import { machineInfo } from '../databases';
import { repoRoot, summarize, writeResult } from '../lib';
import { SIGNED_IN_PAGES } from './pages';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ENGINEER = 'priya.shah@toolbox.demo';

async function startServer() {
  execSync('node scripts/build-if-needed.mjs', { cwd: repoRoot, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const { releaseLock, opened, ...installation } = await openInstallation(config);
  await opened;
  const { app, services } = await buildApp(installation);
  await services.users.ensureAdministrator(config.adminEmail, 'Bench-admin-1');
  const report = await loadDemo(services, installation.database.db, config.adminEmail);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    address,
    engineerPassword: report.engineerPassword,
    close: async () => {
      await app.close();
      await installation.database.close();
      releaseLock();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(page: Page, password: string) {
  await page.goto('/toolbox/login');
  await page.getByLabel('Email').fill(ENGINEER);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
}

/** The scripts a page loaded, raw and gzip-compressed (what a compressing proxy would send). */
async function scriptsOf(context: BrowserContext, open: (page: Page) => Promise<void>) {
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.body().catch(() => null));
  });
  await open(page);
  const files = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  await page.close();
  return {
    files: files.length,
    rawBytes: files.reduce((sum, b) => sum + b.length, 0),
    gzipBytes: files.reduce((sum, b) => sum + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

/** Milliseconds from navigation start until the search box takes input. */
async function timeToInteractive(page: Page): Promise<number> {
  await page.goto('/toolbox/');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.waitFor();
  await search.fill('a');
  return page.evaluate<number>('performance.now()');
}

async function installability(browser: Browser, address: string, password: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: address });
  const page = await context.newPage();
  await signIn(page, password);
  const manifestHref = await page.locator('link[rel=manifest]').getAttribute('href');
  const manifestUrl = new URL(manifestHref ?? '', `${address}/toolbox/`).href;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    name?: string;
    start_url?: string;
    scope?: string;
    display?: string;
    icons?: { src: string; sizes: string; type: string }[];
  };
  const icons = await Promise.all(
    (manifest.icons ?? []).map(async (icon) => {
      const response = await page.request.get(new URL(icon.src, manifestUrl).href);
      return {
        ...icon,
        status: response.status(),
        contentType: response.headers()['content-type'],
      };
    }),
  );
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.reload();
  const worker = await page.evaluate<{ scope: string | null; controlling: boolean }>(`
    navigator.serviceWorker.getRegistration().then((registration) => ({
      scope: registration ? registration.scope : null,
      controlling: navigator.serviceWorker.controller !== null,
    }))`);
  const cdp = await context.newCDPSession(page);
  const installabilityErrors = await cdp
    .send('Page.getInstallabilityErrors')
    .then((r) => r.installabilityErrors.map((e) => e.errorId))
    .catch((error: unknown) => [`not available: ${String(error)}`]);
  await context.close();
  const hasIcon = (size: string) =>
    icons.some((i) => i.sizes === size && i.type === 'image/png' && i.status === 200);
  return {
    manifest: {
      url: manifestUrl,
      name: manifest.name,
      startUrl: manifest.start_url,
      scope: manifest.scope,
      display: manifest.display,
    },
    icons,
    serviceWorker: worker,
    // Chromium reports 'in-incognito' for every automation context: that one says nothing
    // about the app, so installability is judged on the criteria themselves below.
    installabilityErrors,
    installable:
      Boolean(manifest.name && manifest.start_url) &&
      manifest.display === 'standalone' &&
      hasIcon('192x192') &&
      hasIcon('512x512') &&
      worker.controlling,
  };
}

async function accessibility(browser: Browser, address: string, password: string) {
  const context = await browser.newContext({ ...PHONE, baseURL: address });
  const page = await context.newPage();
  const results: {
    page: string;
    violations: { id: string; impact: string | null; nodes: number; examples: string[] }[];
  }[] = [];
  const check = async (name: string) => {
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
      .analyze();
    results.push({
      page: name,
      violations: axe.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        nodes: v.nodes.length,
        examples: v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      })),
    });
  };
  await page.goto('/toolbox/login');
  await page.getByLabel('Email').waitFor();
  await check('login');
  await signIn(page, password);
  for (const screen of SIGNED_IN_PAGES) {
    await screen.open(page);
    await check(screen.name);
  }
  await context.close();
  const serious = results.flatMap((r) =>
    r.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${r.page}: ${v.id}`),
  );
  return { pages: results, serious };
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const { address, engineerPassword } = server;
    // First page of a new visitor (the sign-in screen), and of a signed-in engineer (home).
    const fresh = await browser.newContext({ ...PHONE, baseURL: address });
    const firstPage = await scriptsOf(fresh, async (page) => {
      await page.goto('/toolbox/');
      await page.getByLabel('Email').waitFor();
    });
    await fresh.close();
    const signedIn = await browser.newContext({
      ...PHONE,
      baseURL: address,
      serviceWorkers: 'block',
    });
    await signIn(await signedIn.newPage(), engineerPassword);
    const homePage = await scriptsOf(signedIn, async (page) => {
      await page.goto('/toolbox/');
      await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    });

    const cold: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        ...PHONE,
        baseURL: address,
        serviceWorkers: 'block',
      });
      await context.addCookies(await signedIn.cookies());
      cold.push(await timeToInteractive(await context.newPage()));
      await context.close();
    }
    await signedIn.close();
    const warmContext = await browser.newContext({ ...PHONE, baseURL: address });
    const warmPage = await warmContext.newPage();
    await signIn(warmPage, engineerPassword);
    await warmPage.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push(await timeToInteractive(warmPage));
    await warmContext.close();

    const install = await installability(browser, address, engineerPassword);
    const axe = await accessibility(browser, address, engineerPassword);

    const result = {
      machine: machineInfo(),
      javascript: { firstPage, homePage },
      timeToInteractive: { cold: summarize(cold), withServiceWorker: summarize(warm) },
      installability: install,
      accessibility: axe,
    };
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `first page JS: ${kb(firstPage.gzipBytes)} gzip (${kb(firstPage.rawBytes)} raw, ${firstPage.files} files)`,
    );
    console.log(
      `home page JS: ${kb(homePage.gzipBytes)} gzip (${kb(homePage.rawBytes)} raw, ${homePage.files} files)`,
    );
    console.log(
      `time to interactive: cold median ${result.timeToInteractive.cold.medianMs} ms, with service worker ${result.timeToInteractive.withServiceWorker.medianMs} ms`,
    );
    console.log(
      `installable: ${install.installable} (${install.installabilityErrors.join(', ') || 'no installability errors'})`,
    );
    console.log(
      `axe serious or critical: ${axe.serious.length === 0 ? 'none' : axe.serious.join(', ')}`,
    );
    console.log(`result: ${writeResult('toolbox', result)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
