import { messages } from '@toolbox/domain';
import { expect, screenshotPath, test } from '../fixtures';

test('an engineer lands on Access Denied, sees the logged notice and can sign out', async ({
  page,
  createUser,
}) => {
  const engineer = await createUser({ displayName: 'Eve Engineer' });

  await page.goto('/login');
  await page.getByLabel('Email').fill(engineer.email);
  await page.getByLabel('Password', { exact: true }).fill(engineer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: messages.shell.accessDenied })).toBeVisible();
  await expect(page.getByText(messages.shell.accessDeniedDetail)).toBeVisible();
  const notice = page.getByTestId('security-notice');
  await expect(notice).toContainText(engineer.email);
  await expect(notice).toContainText('Eve Engineer');
  await expect(notice.locator('code')).not.toBeEmpty();
  await page.screenshot({ path: screenshotPath('unauthorized'), fullPage: true });

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The server session is gone too: the protected page sends us back to sign in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('Access Denied takes an engineer to the toolbox, still signed in', async ({
  page,
  createUser,
}) => {
  const engineer = await createUser({ displayName: 'Tom Toolbox' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(engineer.email);
  await page.getByLabel('Password', { exact: true }).fill(engineer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/unauthorized$/);

  await page.getByRole('link', { name: messages.shell.openToolbox }).click();
  await expect(page).toHaveURL(/\/toolbox\/$/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
});
