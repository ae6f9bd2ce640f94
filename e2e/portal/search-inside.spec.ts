import type { Page } from '@playwright/test';
import { messages, type DocumentTextState } from '@toolbox/domain';
import { makeScannedPdf } from '../../apps/server/src/demo/files';
import { manualWithWordOnPage7, uploadViaApi } from '../files';
import { expect, loginWithNewMachine, screenshotWholePage, test } from '../fixtures';

/** Waits until the server has read the document's text (it reads in the background). */
async function textRead(page: Page, documentId: string) {
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/v1/documents/${documentId}/text/status`);
        return ((await answer.json()) as DocumentTextState).status;
      },
      { timeout: 30_000 },
    )
    .not.toBe('pending');
}

test.describe('search inside documents', () => {
  test('a word only on page 7 of an uploaded PDF is found, and the preview opens at page 7', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { tag } = await loginWithNewMachine(page);
    const title = `Softener manual ${tag}`;
    const word = `zeolite${tag}`;

    // Uploaded through the form, as an administrator does.
    await page.goto('/documents/upload');
    await page.getByTestId('file-input').setInputFiles({
      name: 'softener.pdf',
      mimeType: 'application/pdf',
      buffer: manualWithWordOnPage7(title, word),
    });
    await page.getByLabel('Title').fill(title);
    const categories = page.getByRole('combobox', { name: 'Categories' });
    await categories.fill(`Water ${tag}`);
    await categories.press('Enter');
    // The categories' suggestions would cover the button.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page).toHaveURL(/\/documents\/(?!upload)[^/?]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await textRead(page, id);
    await page.reload();
    await expect(page.getByTestId('searchable-text-note')).toHaveCount(0);

    // The list's one search box finds the word inside the file, not in any title.
    await page.goto(`/documents?search=${word}`);
    await expect(page.getByText(messages.document.listEmpty)).toBeVisible();
    const inside = page.getByRole('region', { name: 'Inside the documents' });
    const hit = inside.getByTestId('text-hit');
    await expect(hit).toHaveCount(1);
    await expect(hit.getByRole('link', { name: title })).toBeVisible();
    await expect(hit.getByText('Page 7', { exact: true })).toBeVisible();
    await expect(hit.locator('mark')).toHaveText(word);
    await screenshotWholePage(page, 'portal-search-inside');

    await hit.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/documents/${id}\\?page=7$`));
    const shown = page.getByRole('img', { name: `Page 7 of ${title}` });
    await expect(shown).toHaveAttribute('data-page', '7');
    await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 7 of 9');
    await expect(page.getByRole('textbox', { name: 'Page' })).toHaveValue('7');
    await screenshotWholePage(page, 'portal-document-at-page-7');

    // Turning pages keeps the address on the page shown.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 8 of 9');
    await expect(page).toHaveURL(/\?page=8$/);
  });

  test('a scanned PDF says it has no searchable text', async ({ page }) => {
    const { tag } = await loginWithNewMachine(page);
    const uploadId = await uploadViaApi(page.request, makeScannedPdf(2), {
      kind: 'document',
      filename: 'scan.pdf',
    });
    const created = await page.request.post('/api/v1/documents', {
      data: { uploadId, title: `Scanned wiring diagram ${tag}`, category: ['Electrical'] },
    });
    expect(created.status()).toBe(201);
    const { document } = (await created.json()) as { document: { id: string } };
    await textRead(page, document.id);

    await page.goto(`/documents/${document.id}`);
    await expect(page.getByTestId('searchable-text-note')).toHaveText(
      messages.document.noSearchableText,
    );
    await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 1 of 2');
    await screenshotWholePage(page, 'portal-scanned-pdf');
  });
});
