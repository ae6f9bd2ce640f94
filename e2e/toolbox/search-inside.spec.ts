import { messages, type DocumentTextState } from '@toolbox/domain';
import { manualWithWordOnPage7, uploadViaApi } from '../files';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

/**
 * Issue #22 item 1 in the toolbox: a word inside a manual is found from the one search box and
 * opens the manual at its page; with the machine kept on the phone, the same search works
 * without signal, from the pack's own index.
 */
test('a word on page 7 is found online and offline, and opens the manual at page 7', async ({
  page,
  context,
  adminApi,
  createUser,
}) => {
  test.setTimeout(90_000);
  const machine = await seedMachine(adminApi);
  const tag = machine.model.split(' ').pop()!;
  const title = `Softener manual ${tag}`;
  const word = `zeolite${tag}`;
  const uploadId = await uploadViaApi(adminApi, manualWithWordOnPage7(title, word), {
    kind: 'document',
    filename: 'softener.pdf',
  });
  const created = await adminApi.post('/api/v1/documents', {
    data: { uploadId, title, category: ['Water'], machineIds: [machine.id] },
  });
  expect(created.status()).toBe(201);
  const { document } = (await created.json()) as { document: { id: string } };
  await expect
    .poll(
      async () => {
        const answer = await adminApi.get(`/api/v1/documents/${document.id}/text/status`);
        return ((await answer.json()) as DocumentTextState).status;
      },
      { timeout: 30_000 },
    )
    .toBe('indexed');

  const engineer = await createUser({ displayName: 'Sam Searcher' });
  await signInToToolbox(page, engineer);
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  const inside = page.getByRole('region', { name: 'Inside documents' });
  const hit = inside.getByTestId('text-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText(title);
  await expect(hit.getByText('Page 7', { exact: true })).toBeVisible();
  await expect(hit.locator('mark')).toHaveText(word);
  await page.screenshot({ path: screenshotPath('toolbox-search-inside') });

  await hit.click();
  await expect(page).toHaveURL(/\/toolbox\/documents\/[^/?]+\?page=7$/);
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 7 of 9');
  await expect(page.getByRole('img', { name: `Page 7 of ${title}` })).toHaveAttribute(
    'data-page',
    '7',
  );
  await page.screenshot({ path: screenshotPath('toolbox-document-at-page-7') });

  // Keep the machine on the phone, then lose the signal.
  await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByTestId('kept-summary')).toContainText(/\d+ files/, { timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.goto('/toolbox/');
  await expect(page.getByTestId('offline-banner')).toContainText(messages.toolbox.offlineBanner);

  await page.getByRole('searchbox', { name: 'Search' }).fill(word.slice(0, -2));
  const keptHit = page.getByRole('region', { name: 'Inside documents' }).getByTestId('text-hit');
  await expect(page.getByTestId('text-search-offline')).toHaveText(
    messages.document.textSearchOffline,
  );
  await expect(keptHit).toHaveCount(1);
  await expect(keptHit.getByText('Page 7', { exact: true })).toBeVisible();
  await expect(keptHit.locator('mark')).toContainText(word);
  await page.screenshot({ path: screenshotPath('toolbox-search-inside-offline') });
  await keptHit.click();
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 7 of 9');
  await expect(page.getByText('From this device')).toBeVisible();
  await context.setOffline(false);
});
