import { messages } from '@toolbox/domain';
import type { Page } from '@playwright/test';
import { makePdf, uploadViaApi } from '../files';
import { expect, signInToToolbox, test } from '../fixtures';
import { layoutProblems } from './layout-problems';
import { seedMachine } from './seed';

const MB = 1024 * 1024;

/** What the page's origin uses of the device's storage, as the browser says. */
const storageUsage = (page: Page) =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** "12.3 MB of 40.1 MB · 5 of 9 items …": the bytes kept so far, in MB, and the items done. */
async function progressOf(page: Page): Promise<{ mb: number; done: number } | null> {
  const text =
    (await page
      .getByTestId('keep-progress')
      .textContent()
      .catch(() => null)) ?? '';
  const match = /^([\d.]+) (KB|MB) of .* · (\d+) of \d+ items/.exec(text);
  if (!match) return null;
  return { mb: Number(match[1]) / (match[2] === 'KB' ? 1024 : 1), done: Number(match[3]) };
}

/**
 * Issue #18 item 5: keeping a machine with a 40 MB manual over a slow link. Its progress moves
 * while the manual downloads; the connection is cut mid-file and restored, and the keep finishes
 * on its own, without downloading the finished files again, the manual continuing from where it
 * stopped; Remove gives the storage back.
 */
test('a keep over a slow link moves, survives a dropped connection and is removed whole', async ({
  page,
  context,
  adminApi,
  createUser,
}) => {
  test.setTimeout(180_000);
  const machine = await seedMachine(adminApi);
  const uploadId = await uploadViaApi(adminApi, makePdf('Big service manual', 40 * MB), {
    kind: 'document',
    filename: 'big-manual.pdf',
  });
  const big = await adminApi.post('/api/v1/documents', {
    data: {
      uploadId,
      title: 'Big service manual',
      category: ['Service'],
      machineIds: [machine.id],
    },
  });
  expect(big.status(), await big.text()).toBe(201);
  const bigId = ((await big.json()) as { document: { id: string } }).document.id;

  const engineer = await createUser({ displayName: 'Kim Keeper' });
  await signInToToolbox(page, engineer);
  await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  // Before the tap: the size, and the large manual with a box to leave it out.
  await expect(page.getByTestId('keep-plan')).toContainText(/Takes about 40\.\d+ MB .* 3 files/);
  await expect(
    page.getByRole('checkbox', { name: /Big service manual · 40\.\d+ MB/ }),
  ).toBeChecked();
  // The choice fits the phone: every box a 44×44 target, no label cut off.
  expect(await layoutProblems(page)).toEqual([]);
  // And at 320 CSS px it does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 844 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 390, height: 844 });
  const before = await storageUsage(page);

  // Every file request, with the range it asked for.
  const fileRequests: { url: string; range: string | undefined }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/file'))
      fileRequests.push({ url: request.url(), range: request.headers()['range'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: 2 * MB,
    uploadThroughput: 1 * MB,
  });

  await page.getByRole('button', { name: 'Make available offline' }).click();

  // The progress moves while the manual downloads: bytes grow, the items done stay.
  await expect
    .poll(async () => (await progressOf(page))?.mb ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(4);
  const first = (await progressOf(page))!;
  await expect
    .poll(async () => (await progressOf(page))?.mb ?? 0, { timeout: 10_000 })
    .toBeGreaterThan(first.mb + 2);
  expect((await progressOf(page))!.done).toBe(first.done);
  await expect(page.getByTestId('keep-progress')).toContainText(/left$/);

  // The connection is cut mid-file.
  await context.setOffline(true);
  await expect(page.getByText(messages.toolbox.keepInterrupted)).toBeVisible();
  await expect(page.getByTestId('kept-so-far')).toHaveText(/Kept so far: 2 of 3 files/);

  // The signal returns: the keep finishes on its own.
  await context.setOffline(false);
  await expect(page.getByTestId('kept-summary')).toContainText('3 files', { timeout: 90_000 });

  const bigUrl = `/api/v1/documents/${encodeURIComponent(bigId)}/versions/1/file`;
  const requestsFor = (suffix: string) => fileRequests.filter((r) => r.url.endsWith(suffix));
  // The finished files were not fetched again; the manual continued with Range.
  for (const small of fileRequests.filter((r) => !r.url.endsWith(bigUrl)))
    expect(requestsFor(new URL(small.url).pathname), small.url).toHaveLength(1);
  const manual = requestsFor(bigUrl);
  expect(manual.length).toBeGreaterThanOrEqual(2);
  expect(manual[0]!.range).toBeUndefined();
  const resumedFrom = Number(/^bytes=(\d+)-$/.exec(manual.at(-1)!.range ?? '')?.[1]);
  expect(resumedFrom).toBeGreaterThan(2 * MB);

  // Remove: the storage and the kept list are back where they were.
  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('kept-summary')).toHaveCount(0);
  // Within 256 KB of before (a 40 MB keep): the lists' answers the worker cached meanwhile.
  await expect
    .poll(() => storageUsage(page), { timeout: 20_000 })
    .toBeLessThan(before + 256 * 1024);
  await page.goto('/toolbox/offline');
  await expect(
    page.getByText('None yet. Open a machine and choose Make available offline.'),
  ).toBeVisible();
});
