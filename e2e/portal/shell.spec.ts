import { messages, skipConfirmationKey, TOAST_LIMIT } from '@toolbox/domain';
import { expect, login, screenshotPath, screenshotWholePage, test } from '../fixtures';

test.describe('shell', () => {
  test('the splash shows the product at the start of a session, then fades away', async ({
    browser,
  }, testInfo) => {
    const baseURL = testInfo.project.use.baseURL;
    // A context of its own: the fixtures mark every test context as having seen the splash.
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    const page = await context.newPage();
    try {
      await page.goto('/login');
      const splash = page.getByTestId('splash-screen');
      await expect(splash).toBeVisible();
      await expect(splash).toContainText('Toolbox');
      await expect(splash).toContainText('Field service resources, in one place');
      await page.screenshot({ path: screenshotPath('splash') });
      await expect(splash).toHaveAttribute('data-phase', 'fading', { timeout: 4000 });
      await expect(splash).toBeHidden({ timeout: 4000 });
      // Once per browser session.
      await page.reload();
      await expect(page.getByLabel('Email')).toBeVisible();
      await expect(page.getByTestId('splash-screen')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('the toast demo shows every variant, at most 20 at once', async ({ page }) => {
    await login(page);
    await page.goto('/settings?tab=preferences');
    await page.getByRole('link', { name: 'toast demo' }).click();
    await expect(page).toHaveURL(/\/toast-demo$/);
    for (const [button, text] of [
      ['Success', 'Saved. Everything went as planned.'],
      ['Error', 'That did not work. Please try again.'],
      ['Info', 'A new version of this document exists.'],
      ['Warning', 'This package is below its own minimum version.'],
      ['Custom', 'Custom toast'],
      ['Loading', 'Working on it…'],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByText(text)).toBeVisible();
    }
    await screenshotWholePage(page, 'toast-demo');
    await expect(page.getByText('Done.')).toBeVisible({ timeout: 5000 });
    await page.getByRole('button', { name: 'Dismiss all' }).click();
    await expect(page.getByText('Custom toast')).toBeHidden();

    await page.getByRole('button', { name: `Show ${TOAST_LIMIT + 5} toasts` }).click();
    await expect(page.getByText(/^Toast number \d+$/)).toHaveCount(TOAST_LIMIT);
  });

  test('settings: the display name, skipped confirmations and the theme', async ({
    page,
    createUser,
  }) => {
    const admin = await createUser({ role: 'Admin', displayName: 'Sam Settings' });
    await login(page, admin);
    await page.goto('/settings');
    const footer = page.getByTestId('sidebar-user-name');
    await expect(footer).toContainText('Sam Settings');
    const name = page.getByLabel('Display name');
    await name.fill('   ');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(messages.user.displayNameRequired)).toBeVisible();
    await name.fill('Samira Settings');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(messages.user.profileSaved)).toBeVisible();
    await expect(footer).toContainText('Samira Settings');
    await screenshotWholePage(page, 'settings-account');

    await page.evaluate((key) => localStorage.setItem(key, 'true'), skipConfirmationKey('logout'));
    await page.getByRole('tab', { name: 'Appearance' }).click();
    await expect(page.getByText('1 confirmation is skipped')).toBeVisible();
    await page.getByRole('button', { name: 'Reset skipped confirmations' }).click();
    await expect(page.getByText('No confirmation is skipped in this browser.')).toBeVisible();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), skipConfirmationKey('logout')),
    ).toBeNull();

    const html = page.locator('html');
    await page.getByText('Dark', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await screenshotWholePage(page, 'settings-appearance-dark');
    await page.getByRole('tab', { name: 'System' }).click();
    await expect(
      page.getByText('Embedded (PGlite)').or(page.getByText('PostgreSQL')),
    ).toBeVisible();
    await screenshotWholePage(page, 'settings-system-dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.goto('/settings?tab=preferences');
    await page.getByText('Light', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
