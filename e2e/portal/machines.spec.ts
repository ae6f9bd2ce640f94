import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { deriveMachineId, messages } from '@toolbox/domain';
import { expect, login, screenshotWholePage, test } from '../fixtures';
import { addMachine, makePdf, makePng, uploadViaApi } from '../files';

/**
 * Seeds a document linked to machines through the API as the portal would, minus the screen:
 * a tus upload of a small PDF, then the record. Answers its id.
 */
async function seedDocument(page: Page, title: string, machineIds: string[]): Promise<string> {
  const uploadId = await uploadViaApi(page.request, makePdf(title, 4 * 1024), {
    kind: 'document',
    filename: 'manual.pdf',
  });
  const response = await page.request.post('/api/v1/documents', {
    data: { uploadId, title, category: ['Manuals'], machineIds },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { document: { id: string } }).document.id;
}

/** Fills the add/edit form's manufacturer and model. */
async function fillNames(page: Page, manufacturer: string, model: string) {
  await page.getByRole('textbox', { name: /^Manufacturer/ }).fill(manufacturer);
  await page.getByRole('textbox', { name: /^Model/ }).fill(model);
}

const MANUFACTURER = "De'Longhi";
const MODEL = 'Dinamica Plus';
const RENAMED = 'Dinamica Plus Evo';

test.describe('machine types', () => {
  test('an admin adds a machine, is refused a duplicate, renames it with its links, and deletes it', async ({
    page,
  }) => {
    // A dozen screens and a document upload: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await login(page);
    const id = deriveMachineId(MANUFACTURER, MODEL);
    const renamedId = deriveMachineId(MANUFACTURER, RENAMED);
    expect(id).toBe('delonghi_dinamicaplus');
    // The suites share a server: a machine left by an earlier run on it goes first.
    for (const stale of [id, renamedId]) await page.request.delete(`/api/v1/machines/${stale}`);
    const tag = randomUUID().slice(0, 6);
    await addMachine(page.request, 'Franke', `A600-${tag}`);
    await addMachine(page.request, 'Schaerer', `Soul-${tag}`);

    // Added through the form, with the id previewed as it is typed.
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Machine Types' }).click();
    await expect(page).toHaveURL(/\/machine-types$/);
    await page.getByRole('link', { name: 'Add machine' }).first().click();
    await expect(page).toHaveURL(/\/machine-types\/add$/);
    await fillNames(page, MANUFACTURER, MODEL);
    await expect(page.getByTestId('machine-id-preview')).toHaveText(`Machine ID: ${id}`);
    await page.getByRole('combobox', { name: 'Category' }).fill('espresso');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Description' }).fill('One-touch milk drinks.');
    await page.getByTestId('machine-photo-input').setInputFiles({
      name: 'dinamica.png',
      mimeType: 'image/png',
      buffer: makePng(480, 320),
    });
    await expect(page.getByTestId('machine-photo')).toBeVisible();
    await screenshotWholePage(page, 'machine-add');
    await page.getByRole('button', { name: 'Add machine' }).click();
    await expect(page).toHaveURL(new RegExp(`/machine-types/${id}$`));
    await expect(page.getByRole('heading', { name: `${MANUFACTURER} ${MODEL}` })).toBeVisible();
    await expect(page.getByTestId('machine-id')).toHaveText(`Machine ID: ${id}`);
    await expect(page.getByTestId('machine-photo-view')).toBeVisible();

    // The same machine again: the product's refusal (docs/product.md#machine-validation), word for
    // word, and the form stays.
    await page.goto('/machine-types/add');
    await fillNames(page, MANUFACTURER, MODEL);
    await page.getByRole('button', { name: 'Add machine' }).click();
    await expect(page.getByText(messages.machine.alreadyExists(MANUFACTURER, MODEL))).toBeVisible();
    await expect(page).toHaveURL(/\/machine-types\/add$/);

    // The catalogue lists it by manufacturer, with its id and the document linked to it.
    const title = `Dinamica descaling guide ${tag}`;
    const documentId = await seedDocument(page, title, [id]);
    const saved = await page.request.post('/api/v1/troubleshooting/guides', {
      data: {
        machineId: id,
        guide: { title: `Grinder blocked ${tag}`, steps: [{ text: 'Open' }] },
      },
    });
    expect(saved.status()).toBe(201);
    const guideId = ((await saved.json()) as { guide: { id: string } }).guide.id;
    await page.getByRole('link', { name: 'Machine types', exact: true }).click();
    // Leaving the refused form asks first; its changes are given up.
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expect(page).toHaveURL(/\/machine-types$/);
    await page.getByRole('textbox', { name: 'Search' }).fill('delonghi');
    await expect(page).toHaveURL(/search=delonghi/);
    const row = page.getByTestId('machine-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(id);
    await expect(row).toContainText('espresso');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByTestId('machine-row')).not.toHaveCount(1);
    await screenshotWholePage(page, 'machine-types-list');

    // Renamed through the edit form: the warning names the new id, and the machine moves there
    // with its document link. (Found by its id: other tests' machines share the first page.)
    await page.getByRole('textbox', { name: 'Search' }).fill(id);
    await expect(page.getByTestId('machine-row')).toHaveCount(1);
    await page.getByTestId('machine-row').filter({ hasText: id }).click();
    await expect(page).toHaveURL(new RegExp(`/machine-types/${id}$`));
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/machine-types/edit/${id}$`));
    await expect(page.getByTestId('machine-id-change')).toHaveCount(0);
    await page.getByRole('textbox', { name: /^Model/ }).fill(RENAMED);
    const warning = page.getByTestId('machine-id-change');
    await expect(warning).toContainText(id);
    await expect(warning).toContainText(renamedId);
    await screenshotWholePage(page, 'machine-edit-rename');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/machine-types/${renamedId}$`));
    await expect(page.getByTestId('machine-id')).toHaveText(`Machine ID: ${renamedId}`);
    await page.getByRole('tab', { name: /Linked documents/ }).click();
    await expect(page).toHaveURL(/\?tab=documents$/);
    const link = page.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `/documents/${documentId}`);
    await screenshotWholePage(page, 'machine-detail');
    // Its guide moved with it: listed under the new id, and edited there.
    await page.getByRole('tab', { name: /Troubleshooting/ }).click();
    await expect(
      page.getByRole('link', { name: `Grinder blocked ${tag}`, exact: true }),
    ).toHaveAttribute('href', `/troubleshooting/${renamedId}/edit/${guideId}`);
    await screenshotWholePage(page, 'machine-detail-troubleshooting');
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByLabel('Linked documents: 1')).toBeVisible();
    await screenshotWholePage(page, 'machine-detail-overview');

    // The old id is gone.
    await page.goto(`/machine-types/${id}`);
    await expect(page.getByText(messages.machine.notFound)).toBeVisible();

    // Deleted after a confirmation that says the document only loses its link.
    await page.goto(`/machine-types/${renamedId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete machine' });
    await expect(dialog).toContainText('1 document will lose its link to this machine.');
    await screenshotWholePage(page, 'machine-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete machine' }).click();
    await expect(page).toHaveURL(/\/machine-types$/);
    await expect(page.getByText(`${MANUFACTURER} ${RENAMED} has been deleted.`)).toBeVisible();
    await expect(page.getByTestId('machine-row').first()).toBeVisible();
    await expect(page.getByTestId('machine-row').filter({ hasText: renamedId })).toHaveCount(0);
    const document = await page.request.get(`/api/v1/documents/${documentId}`);
    expect(((await document.json()) as { document: { machineIds: string[] } }).document).toEqual(
      expect.objectContaining({ machineIds: [] }),
    );
  });

  test('Maintenance is a placeholder for what is coming', async ({ page }) => {
    await login(page);
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Maintenance' }).click();
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByText(messages.shell.maintenanceComingSoon)).toBeVisible();
    await screenshotWholePage(page, 'maintenance');
  });
});
