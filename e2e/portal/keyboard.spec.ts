import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { ADMIN, expect, test } from '../fixtures';

/**
 * Issue #18 item 7: the portal with a keyboard alone. Sign in, open a list, submit an empty
 * form, open and close a dialog, and check at each step where focus is: on the new page's
 * heading after a navigation, on the first invalid field after a refused submit, on Cancel in a
 * destructive dialog, back on its button when it closes.
 */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      // Main holds the whole page: its text says nothing of where focus is.
      text: el?.tagName === 'MAIN' ? '' : (el?.textContent ?? '').trim().slice(0, 60),
      label: el?.getAttribute('aria-label') ?? '',
      name: (el as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '',
    };
  });

/** Presses Tab (or Shift+Tab) until focus is on an element whose text or label matches. */
async function tabTo(page: Page, match: RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 60) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (match.test(now.text) || match.test(now.label) || match.test(now.name)) return;
  }
  throw new Error(`Tab never reached ${match}`);
}

test('the portal works with a keyboard alone, and focus follows the person', async ({
  page,
  createUser,
}) => {
  const other = await createUser({ displayName: 'Kim Keyboard' });
  await page.goto('/login');
  await tabTo(page, /^Email/);
  await page.keyboard.type(ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');

  // Signed in: focus is on the dashboard's heading, not lost on the page.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Dashboard' });

  // The skip link is the first stop of the page, and leads into it.
  for (let i = 0; i < 40 && (await focused(page)).text !== 'Skip to main content'; i += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  expect((await focused(page)).text).toBe('Skip to main content');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');

  // A list, through the sidebar (before the page): focus goes to its heading.
  await tabTo(page, /^Users$/, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users$/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Users' });

  // An empty form, submitted: focus on the first invalid field, its error announced with it.
  await tabTo(page, /Add user/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/add$/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
  await tabTo(page, /^Create user$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText(messages.user.emailRequired)).toBeVisible();
  await expect.poll(async () => (await focused(page)).name).toMatch(/^Email/);
  await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(
    new RegExp(messages.user.emailRequired),
  );

  // A destructive dialog starts on Cancel; Escape closes it.
  await page.goto(`/users?search=${encodeURIComponent(other.email)}`);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await tabTo(page, /^Actions for/);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 8 && (await focused(page)).text !== 'Deactivate'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  const deactivate = page.getByRole('dialog', { name: messages.user.deactivateTitle });
  await expect(deactivate).toBeVisible();
  await expect.poll(async () => (await focused(page)).text).toBe('Cancel');
  await page.keyboard.press('Escape');
  await expect(deactivate).toBeHidden();

  // Logging out asks in a red dialog, which starts on Cancel too; Escape returns focus to the
  // button that opened it.
  await page.goto('/dashboard');
  await tabTo(page, /Log out/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: messages.shell.logoutTitle });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).text).toBe('Cancel');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).label).toBe('Log out');
});
