import type { APIRequestContext } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { ADMIN, expect, screenshotWholePage, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

/**
 * Issue #16's acceptance: where a refusal reaches the portal, the user reads a clear message and
 * loses nothing typed. A server of its own with a write budget of 5 a minute per user makes the
 * real 429 (docs/product.md#sec-write-limits).
 */
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  server = await startServer(sidePort(21), { WRITE_LIMIT_PER_USER: '5' });
});
test.afterAll(() => server?.stop());

/** Spends the signed-in user's write budget through the API, as another tab of theirs would. */
async function spendBudget(request: APIRequestContext, origin: string) {
  for (let i = 0; i < 5; i += 1) {
    await request.patch(`${origin}/api/v1/auth/profile`, {
      data: { displayName: `Administrator ${i}` },
    });
  }
}

test('a spent write budget shows the product’s message over the form, and keeps what was typed', async ({
  page,
}) => {
  const signIn = await page.request.post(`${server.origin}/api/v1/auth/sign-in`, {
    data: { ...ADMIN, rememberMe: false },
  });
  expect(signIn.status()).toBe(200);
  await page.goto(`${server.origin}/machine-types/add`);
  await page.getByRole('textbox', { name: /^Manufacturer/ }).fill('Franke');
  await page.getByRole('textbox', { name: /^Model/ }).fill('A1000 Budget');
  await page.getByRole('textbox', { name: 'Description' }).fill('Typed before the refusal.');

  await spendBudget(page.request, server.origin);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/machines'));
  await page.getByRole('button', { name: 'Add machine' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);

  await expect(page.getByRole('alert')).toHaveText(messages.request.tooManyRequests);
  await expect(page.getByRole('textbox', { name: /^Manufacturer/ })).toHaveValue('Franke');
  await expect(page.getByRole('textbox', { name: /^Model/ })).toHaveValue('A1000 Budget');
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Typed before the refusal.',
  );
  await expect(page).toHaveURL(/\/machine-types\/add$/);
  await screenshotWholePage(page, 'portal-write-budget-spent');
});
