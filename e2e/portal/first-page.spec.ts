import { messages } from '@toolbox/domain';
import { ADMIN, expect, signInWithForm, test, watchScripts } from '../fixtures';

// Issue #19 item 8: /login loads what signing in needs, in one script; zod and the forms' library
// come with the screens that use them.
test('the sign-in page loads one script and no zod, and signing in still works', async ({
  page,
}) => {
  const loaded = watchScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  const first = await loaded.texts();
  expect(first).toHaveLength(1);
  expect(first.filter((text) => text.includes('ZodError'))).toEqual([]);

  // An empty form is refused in the product's words without loading anything more.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.login.missingCredentials);

  await signInWithForm(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
