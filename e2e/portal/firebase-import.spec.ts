import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { writeFirebaseExport, type FirebaseExport } from '../../apps/server/test/firebase-export';
import { expect, screenshotPath, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

/**
 * Issue #20 end to end: a Firebase project's export is imported with `npm run import:firebase`
 * into a fresh data folder, and a server started on it. The imported administrator signs in to
 * the portal with the password they had in Firebase and finds the documents, their versions and
 * previews, and the import's report in Settings; an imported engineer signs in to the toolbox and
 * opens an imported manual with no signal.
 */
const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, '.tmp', `firebase-import-${process.env.E2E_PORT ?? 4173}`);
let exported: FirebaseExport;
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(dir, { recursive: true, force: true });
  exported = await writeFirebaseExport(path.join(dir, 'export'), {
    users: 6,
    machines: 6,
    documents: 30,
    software: 3,
  });
  const dataDir = path.join(dir, 'data');
  // The embedded database and local files, whatever the suite's own environment holds.
  const { DATABASE_URL: _database, STORAGE_URL: _storage, ...embedded } = process.env;
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/cli/run-firebase-import.ts', ...exported.args, '--data-dir', dataDir],
    { cwd: root, encoding: 'utf8', env: embedded },
  );
  // The export's broken records are reported, so the command says something failed.
  expect(run.status, run.stdout + run.stderr).toBe(1);
  expect(run.stdout).toMatch(/documents\s+31\s+0\s+0\s+4/);
  server = await startServer(sidePort(31), { E2E_DATA_DIR: dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the imported administrator signs in with the Firebase password and finds everything', async ({
  page,
}) => {
  const admin = exported.users[0]!;
  const { documentId, title } = exported.sample;
  await page.goto(`${server.origin}/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.goto(`${server.origin}/documents?search=${encodeURIComponent(title)}`);
  // The list's row (the title is also on the manual's first page, found inside it too).
  await page.getByRole('row').getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('h1').getByText('v3', { exact: true })).toBeVisible();
  await expect(page.getByText('Revision 3')).toBeVisible();
  await expect(page.getByText('Revision 2')).toBeVisible();
  await expect(page.getByText('Initial version')).toBeVisible();
  await expect(page.getByRole('img', { name: `Page 1 of ${title}` })).toHaveAttribute(
    'data-page',
    '1',
  );
  const served = await page.request.get(`${server.origin}/api/v1/documents/${documentId}/file`);
  expect((await served.body()).equals(exported.sample.currentBytes)).toBe(true);
  await page.screenshot({ path: screenshotPath('portal-imported-document'), fullPage: true });

  await page.goto(`${server.origin}/settings?tab=import`);
  const report = page.getByTestId('firebase-import-report');
  await expect(report.getByRole('row', { name: /^documents/ }).first()).toContainText('31');
  await expect(report).toContainText('brokenWrongHash');
  await expect(page.getByText(/1 imported user has no password yet/)).toBeVisible();
  await page.screenshot({ path: screenshotPath('portal-settings-import'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await report.getByRole('table').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('portal-settings-import-phone') });
});

test('an imported engineer opens an imported manual in the toolbox with no signal', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: server.origin });
  const page = await context.newPage();
  const engineer = exported.users.find((user) => user.password && user.role === 'Engineer')!;
  const { documentId, title, machineWithDetails } = exported.sample;
  await page.goto('/toolbox/login');
  await page.getByLabel('Email').fill(engineer.email);
  await page.getByLabel('Password', { exact: true }).fill(engineer.password!);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

  await page.goto(`/toolbox/machines/${encodeURIComponent(machineWithDetails)}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('kept-summary')).toContainText(/\d+ files/, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.goto(`/toolbox/documents/${encodeURIComponent(documentId)}`);
  await expect(page.getByTestId('offline-banner')).toContainText(messages.toolbox.offlineBanner);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(messages.toolbox.fileVerified)).toBeVisible();
  await expect(page.getByTestId('pdf-pages').locator('canvas')).toHaveAttribute('data-page', '1');
  await page.screenshot({ path: screenshotPath('toolbox-imported-manual-offline') });
  await context.close();
});
