import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Document } from '@toolbox/domain';
import { DEFAULT_VERSION_CHANGES, messages } from '@toolbox/domain';
import {
  E2E_DATA_DIR,
  expect,
  login,
  loginWithNewMachine,
  screenshotWholePage,
  test,
} from '../fixtures';
import { makePdf } from '../files';

/** Types each category into the tags input, pressing Enter after each. */
async function addCategories(page: Page, names: string[]) {
  const input = page.getByRole('combobox', { name: 'Categories' });
  for (const name of names) {
    await input.fill(name);
    await input.press('Enter');
  }
}

test.describe('documents', () => {
  test('upload a 5 MB PDF, see it listed, previewed and counted; add a version; delete it', async ({
    page,
  }) => {
    // A 5 MB file, a second version and the checks in between: slower on a busy 2-core machine.
    test.setTimeout(90_000);
    const { machine, tag } = await loginWithNewMachine(page);
    const title = `Brewer service manual ${tag}`;
    const categories = [`Maintenance ${tag}`, `Brewer ${tag}`];

    await page.goto('/documents/upload');
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText(messages.document.fileRequired)).toBeVisible();

    const pdf = makePdf(title, 5 * 1024 * 1024);
    await page.getByTestId('file-input').setInputFiles({
      name: 'manual.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByText('manual.pdf')).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await addCategories(page, categories);
    await page.getByRole('combobox', { name: 'Machines' }).click();
    await page.getByRole('option', { name: machine.label }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Author').fill('Franke Service');

    // Slow each piece of the upload down just enough to see it in progress.
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByText(/Uploading \d+%/)).toBeVisible();
    // How much has gone of how much, and at what speed once there is one (issue #19 item 6).
    await expect(page.getByTestId('upload-rate')).toContainText('of 5.00 MB');
    await screenshotWholePage(page, 'document-upload-progress');

    await expect(page).toHaveURL(/\/documents\/(?!upload)[^/]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // The preview draws the PDF a page at a time (issue #22).
    await expect(page.getByRole('img', { name: `Page 1 of ${title}` })).toHaveAttribute(
      'data-page',
      '1',
    );
    await expect(page.getByText(categories.join(', '))).toBeVisible();
    await expect(page.getByText(machine.label)).toBeVisible();
    await expect(page.getByText('5.00 MB', { exact: true })).toBeVisible();
    await expect(page.getByTestId('version-row')).toHaveCount(1);
    const served = await page.request.get(`/api/v1/documents/${id}/file`);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).equals(pdf)).toBe(true);
    await screenshotWholePage(page, 'document-detail');

    await page.goto(`/documents?search=${tag}`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toBeVisible();
    await expect(row.getByText('v1')).toBeVisible();
    await expect(row.getByText('pdf', { exact: true })).toBeVisible();
    await screenshotWholePage(page, 'documents-list');

    await page.goto('/dashboard');
    const grid = page.getByRole('region', { name: 'Document Categories' });
    for (const name of categories) {
      await expect(grid.getByText(name)).toBeVisible();
    }

    // A new version: v2, both in the history, newest first.
    await page.goto(`/documents/${id}/update`);
    await page.getByTestId('file-input').setInputFiles({
      name: 'manual rev B.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf(`${title} rev B`, 300 * 1024),
    });
    await page.getByLabel('Changes').fill('New descaling procedure');
    await screenshotWholePage(page, 'document-update');
    await page.getByRole('button', { name: 'Upload v2' }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));
    const rows = page.getByTestId('version-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('v2');
    await expect(rows.nth(0)).toContainText('New descaling procedure');
    await expect(rows.nth(1)).toContainText('v1');
    await expect(rows.nth(1)).toContainText(DEFAULT_VERSION_CHANGES);
    const stored = await page.request.get(`/api/v1/documents/${id}`);
    const { document } = (await stored.json()) as { document: Document };
    const files = Object.values(document.versions ?? {}).map((v) =>
      path.join(E2E_DATA_DIR, 'files', v.filePath),
    );
    expect(files).toHaveLength(2);
    for (const file of files) expect(fs.existsSync(file)).toBe(true);

    // Delete, after the confirmation: gone from the list and from storage.
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: messages.document.deleteTitle });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText(messages.document.deleted)).toBeVisible();
    await page.goto(`/documents?search=${tag}`);
    await expect(page.getByText(messages.document.listEmpty)).toBeVisible();
    expect((await page.request.get(`/api/v1/documents/${id}/file`)).status()).toBe(404);
    expect((await page.request.get(`/api/v1/documents/${id}/versions/1/file`)).status()).toBe(404);
    for (const file of files) expect(fs.existsSync(file)).toBe(false);
  });

  // docs/product.md#file-helpers: a size reads the same before and after the upload.
  test('a 22-byte file reads 0 KB in the upload form, in the list and on its page', async ({
    page,
  }) => {
    // An upload, its page and the list: slower on a busy 2-core machine.
    test.setTimeout(60_000);
    await login(page);
    const title = `Tiny note ${randomUUID().slice(0, 6)}`;
    await page.goto('/documents/upload');
    await page.getByTestId('file-input').setInputFiles({
      name: 'note.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Twenty-two bytes here.'),
    });
    await expect(page.getByTestId('file-drop-zone')).toContainText('0 KB');
    await page.getByLabel('Title').fill(title);
    await addCategories(page, ['Notes']);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('0 KB', { exact: true }).first()).toBeVisible();

    await page.goto(`/documents?search=${encodeURIComponent(title)}`);
    await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('0 KB');
  });

  test('an unknown document shows Document not found', async ({ page }) => {
    await login(page);
    await page.goto('/documents/no-such-document');
    await expect(page.getByText(messages.document.notFound)).toBeVisible();
  });
});

test('an upload interrupted by a page reload resumes from where the server got to', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await login(page);
  const tag = randomUUID().slice(0, 6);
  // 20 MiB: three pieces of 8 MiB, so a reload after the first leaves a part on the server.
  const file = testInfo.outputPath('reload.pdf');
  fs.writeFileSync(file, makePdf(`Reload ${tag}`, 20 * 1024 * 1024));
  const sha256 = createHash('sha256').update(fs.readFileSync(file)).digest('hex').toUpperCase();
  const requests: { method: string; offset: string | null }[] = [];
  const metadata: string[] = [];
  const published: unknown[] = [];
  const headOffsets: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/uploads') && response.request().method() === 'HEAD') {
      headOffsets.push(Number(response.headers()['upload-offset']));
    }
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/uploads')) {
      requests.push({
        method: request.method(),
        offset: request.headers()['upload-offset'] ?? null,
      });
      if (request.method() === 'POST') metadata.push(request.headers()['upload-metadata'] ?? '');
    }
    if (request.url().endsWith('/api/v1/documents') && request.method() === 'POST') {
      published.push(request.postDataJSON());
    }
  });

  const fill = async () => {
    await page.goto('/documents/upload');
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByLabel('Title').fill(`Reload ${tag}`);
    await addCategories(page, ['Reload']);
  };
  await fill();
  // Hold the second piece (it never leaves the browser), then reload the page meanwhile.
  let patches = 0;
  let held: () => void = () => {};
  const second = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/v1/uploads/**', async (route) => {
    if (route.request().method() === 'PATCH' && ++patches === 2) {
      held();
      return;
    }
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload document' }).click();
  await second;
  page.once('dialog', (dialog) => void dialog.accept());
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();

  await fill();
  await page.getByRole('button', { name: 'Upload document' }).click();
  await expect(page).toHaveURL(/\/documents\/(?!upload)[^/]+$/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { name: `Reload ${tag}` })).toBeVisible();

  // The browser hashed the file while sending it (hash-wasm in a worker, under the portal's CSP),
  // the piece the first page sent included, and declared the hash when publishing.
  expect(requests[0]).toMatchObject({ method: 'POST' });
  expect(metadata[0]).not.toContain('sha256');
  expect(published).toEqual([expect.objectContaining({ sha256 })]);
  // One upload in all: after the reload the page asked where it stood and went on from there.
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  const head = requests.findIndex((r) => r.method === 'HEAD');
  expect(head).toBeGreaterThan(0);
  // At least the first piece was kept. The held one may have got through as the page went (the
  // route let go of it): then the server had the whole file and nothing was sent again.
  expect(headOffsets[0]).toBeGreaterThanOrEqual(8 * 1024 * 1024);
  if (headOffsets[0]! < fs.statSync(file).size) {
    expect(requests[head + 1]?.method).toBe('PATCH');
    expect(Number(requests[head + 1]?.offset)).toBe(headOffsets[0]);
  } else {
    expect(requests.slice(head + 1).filter((r) => r.method === 'PATCH')).toEqual([]);
  }
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const served = await page.request.get(`/api/v1/documents/${id}/file`);
  expect((await served.body()).equals(fs.readFileSync(file))).toBe(true);
});
