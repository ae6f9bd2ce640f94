import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { expect, login, screenshotWholePage, test } from '../fixtures';
import { uploadViaApi } from '../files';

/** Bytes that pass the server's ZIP check (the local-file magic) without being a real archive. */
function zipBytes(size: number): Buffer {
  return Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(size - 4)]);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').toUpperCase();

/** Adds a machine to the catalogue through the API (the page's cookies sign the call). */
async function createMachine(page: Page, manufacturer: string, model: string) {
  const response = await page.request.post('/api/v1/machines', { data: { manufacturer, model } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { machine: { id: string } }).machine;
}

/**
 * Seeds a package through the API as the portal would, minus the screen: a tus upload of a small
 * ZIP, then the record.
 */
async function seedSoftware(
  page: Page,
  fields: {
    name: string;
    category: string;
    version: string;
    minVersion?: string;
    machineIds: string[];
  },
) {
  const uploadId = await uploadViaApi(page.request, zipBytes(20 * 1024), {
    kind: 'software',
    filename: 'seed.zip',
  });
  const response = await page.request.post('/api/v1/software', { data: { uploadId, ...fields } });
  expect(response.status(), await response.text()).toBe(201);
}

/** Fills the upload form's fields (not the file) and picks one machine. */
async function fillPackage(
  page: Page,
  fields: { name: string; category: string; version: string; machine: string },
) {
  await page.getByRole('textbox', { name: /^Name/ }).fill(fields.name);
  await page.getByRole('combobox', { name: /^Category/ }).fill(fields.category);
  await page.getByRole('textbox', { name: /^Version/ }).fill(fields.version);
  await page.getByRole('combobox', { name: 'Machines' }).click();
  await page.getByRole('option', { name: fields.machine, exact: true }).click();
  await page.keyboard.press('Escape');
}

const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload software' });
const fileInput = (page: Page) => page.getByTestId('file-input');

test.describe('software', () => {
  test('an admin uploads a ZIP package, downloads it from its page and deletes it', async ({
    page,
  }) => {
    // Three uploads and a dozen screens: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await login(page);
    const suffix = randomUUID().slice(0, 6);
    const model = `A600-${suffix}`;
    const machine = (await createMachine(page, 'Franke', model)).id;
    const name = `Grinder firmware ${suffix}`;

    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Software' }).click();
    await expect(page).toHaveURL(/\/software$/);
    await page.getByRole('link', { name: 'Upload software' }).first().click();
    await expect(page).toHaveURL(/\/software\/upload$/);

    // Anything but a ZIP is refused on the spot, and nothing is uploaded.
    const uploadCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/uploads')) uploadCalls.push(request.method());
    });
    await fileInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('These are not the bytes you are looking for.'),
    });
    await expect(page.getByText(messages.software.zipOnly)).toBeVisible();
    await uploadButton(page).click();
    await expect(page.getByText(messages.software.nameRequired)).toBeVisible();
    await expect(page.getByText(messages.software.categoryRequired)).toBeVisible();
    await expect(page.getByText(messages.software.versionRequired)).toBeVisible();
    await expect(page.getByText(messages.software.zipOnly)).toBeVisible();
    await screenshotWholePage(page, 'software-upload-errors');
    expect(uploadCalls).toEqual([]);

    const bytes = zipBytes(300 * 1024);
    await fileInput(page).setInputFiles({
      name: 'firmware.zip',
      mimeType: 'application/zip',
      buffer: bytes,
    });
    await expect(page.getByText(messages.software.zipOnly)).toBeHidden();
    await fillPackage(page, {
      name,
      category: 'Firmware',
      version: '2.1.0',
      machine: `Franke ${model}`,
    });
    await page.getByRole('textbox', { name: /^Minimum version/ }).fill('1.8');
    await page.getByLabel(/^Password/).fill('open-sesame');
    await page.getByRole('textbox', { name: 'Author' }).fill('Franke Service');
    await page.getByRole('textbox', { name: 'Description' }).fill('Fixes the grinder timing.');
    await page.getByRole('switch', { name: /Send notification to all users/ }).check();

    // The bytes are held back for a moment, so the progress can be seen (and pictured).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await held;
      await route.continue();
    });
    await uploadButton(page).click();
    await expect(page.getByText(/^Uploading \d+%$/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await screenshotWholePage(page, 'software-upload');
    release();

    await expect(page).toHaveURL(/\/software\/(?!upload$)[^/]+$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Software package uploaded.')).toBeVisible();
    await expect(page.getByTestId('software-sha256')).toHaveText(sha256(bytes));
    await expect(page.getByRole('region', { name: 'File and access' })).toContainText(
      `Franke ${model}`,
    );
    await expect(page.getByTestId('software-password')).not.toContainText('open-sesame');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByTestId('software-password')).toHaveText('open-sesame');

    const href = await page.getByRole('link', { name: 'Download' }).getAttribute('href');
    expect(href).toBeTruthy();
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toContain('application/zip');
    expect(sha256(await download.body())).toBe(sha256(bytes));
    await expect(page.getByText('Software package uploaded.')).toBeHidden();
    await screenshotWholePage(page, 'software-detail');

    // The list shows it, found by its machine, next to two more packages for that machine.
    await seedSoftware(page, {
      name: `Legacy descaler tool ${suffix}`,
      category: 'Tools',
      version: '1.0',
      minVersion: '1.2',
      machineIds: [machine],
    });
    await seedSoftware(page, {
      name: `Service menu unlock ${suffix}`,
      category: 'Tools',
      version: '10.4.2',
      machineIds: [machine, 'retired_machine'],
    });
    await page.getByRole('link', { name: 'Software', exact: true }).first().click();
    await expect(page).toHaveURL(/\/software$/);
    await page.getByRole('combobox', { name: 'Machine' }).click();
    await page.getByRole('option', { name: `Franke ${model}`, exact: true }).click();
    await expect(page).toHaveURL(/machineId=/);
    const row = page.getByTestId('software-row').filter({ hasText: name });
    await expect(row).toContainText('Firmware');
    await expect(row).toContainText('2.1.0');
    await expect(row).toContainText(`Franke ${model}`);
    await expect(row).toContainText('300 KB');
    await expect(row).toContainText('Today');
    const legacy = page.getByTestId('software-row').filter({ hasText: 'Legacy descaler tool' });
    await expect(legacy).toContainText('Below minimum');
    await expect(page.getByTestId('software-row')).toHaveCount(3);
    // Sorted by version, newest first: 10.4.2 before 2.1.0 (numbers, not text).
    await page.getByRole('button', { name: /^Version/ }).click();
    await expect(page).toHaveURL(/sort=version/);
    await expect(page.getByTestId('software-row').first()).toContainText('10.4.2');
    await expect(page.getByTestId('software-row').nth(1)).toContainText('2.1.0');
    await screenshotWholePage(page, 'software-list');

    // Delete, confirmed: gone from the list.
    await row.getByRole('link', { name }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete software package' });
    await expect(dialog).toContainText(`${name} 2.1.0`);
    await screenshotWholePage(page, 'software-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/software$/);
    await expect(page.getByText(`${name} 2.1.0 has been deleted.`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search' }).fill(suffix);
    await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
    await expect(page.getByTestId('software-row')).toHaveCount(2);
    await expect(page.getByTestId('software-row').filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Search' }).fill(`nothing-like-${suffix}`);
    await expect(page.getByText('No software packages match these filters.')).toBeVisible();
    await screenshotWholePage(page, 'software-list-filtered-empty');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/software$/);
    const gone = await page.request.get(href!);
    expect(gone.status()).toBe(404);
  });

  test('an upload whose connection drops mid-way resumes and still creates the package', async ({
    page,
  }) => {
    await login(page);
    const suffix = randomUUID().slice(0, 6);
    const model = `Soul-${suffix}`;
    await createMachine(page, 'Schaerer', model);
    const name = `Milk module ${suffix}`;

    // The first PATCH (the whole file: one 8 MiB chunk) dies; tus asks for the offset (HEAD)
    // and sends again.
    const calls: string[] = [];
    let dropped = false;
    await page.route('**/api/v1/uploads/**', async (route) => {
      const method = route.request().method();
      calls.push(method);
      if (method === 'PATCH' && !dropped) {
        dropped = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.goto('/software/upload');
    const bytes = zipBytes(400 * 1024);
    await fileInput(page).setInputFiles({
      name: 'milk-module.zip',
      mimeType: 'application/zip',
      buffer: bytes,
    });
    await fillPackage(page, {
      name,
      category: 'Modules',
      version: '3.0',
      machine: `Schaerer ${model}`,
    });
    await uploadButton(page).click();

    await expect(page).toHaveURL(/\/software\/(?!upload$)[^/]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name })).toBeVisible();
    expect(dropped).toBe(true);
    expect(calls).toEqual(['PATCH', 'HEAD', 'PATCH']);
    await expect(page.getByTestId('software-sha256')).toHaveText(sha256(bytes));

    const id = new URL(page.url()).pathname.split('/').pop()!;
    const record = await page.request.get(`/api/v1/software/${id}`);
    expect(record.status()).toBe(200);
    const { software } = (await record.json()) as {
      software: { name: string; fileSizeKB: number; machineIds: string[] };
    };
    expect(software).toMatchObject({ name, fileSizeKB: 400 });
    expect(software.machineIds).toHaveLength(1);
    const download = await page.request.get(`/api/v1/software/${id}/file`);
    expect(sha256(await download.body())).toBe(sha256(bytes));
  });

  test('an admin edits a package’s fields without its file (issue #17 item 9)', async ({
    page,
  }) => {
    await login(page);
    const tag = randomUUID().slice(0, 6);
    await seedSoftware(page, {
      name: `Edit me ${tag}`,
      category: 'Firmware',
      version: '1.0.0',
      machineIds: [],
    });
    await page.goto(`/software?search=${encodeURIComponent(`Edit me ${tag}`)}`);
    await page.getByRole('link', { name: `Edit me ${tag}` }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();

    await page.getByRole('textbox', { name: /^Name/ }).fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(messages.software.nameRequired)).toBeVisible();

    await page.getByRole('textbox', { name: /^Name/ }).fill(`Edited ${tag}`);
    await page.getByRole('textbox', { name: /^Version/ }).fill('1.1.0');
    await page.getByRole('textbox', { name: 'Minimum version' }).fill('1.0.0');
    await screenshotWholePage(page, 'portal-software-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText(messages.software.updated)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Edited ${tag}` })).toBeVisible();
    await expect(page.getByText('1.1.0').first()).toBeVisible();
  });

  test('an unknown package says so, with a way back to the list', async ({ page }) => {
    await login(page);
    await page.goto('/software/no-such-package');
    await expect(page.getByText(messages.software.notFound)).toBeVisible();
    await screenshotWholePage(page, 'software-not-found');
    await page.getByRole('link', { name: 'Back to software' }).click();
    await expect(page).toHaveURL(/\/software$/);
  });
});
