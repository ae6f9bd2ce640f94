import type { Dashboard } from '@toolbox/domain';
import { countLabel, messages } from '@toolbox/domain';
import { ADMIN, expect, login, screenshotPath, test } from '../fixtures';

test.describe('sign-in', () => {
  test('an unauthenticated visit goes to /login and signing in returns to the page', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.screenshot({ path: screenshotPath('login'), fullPage: true });

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the dashboard shows the server’s real numbers', async ({ page }) => {
    await login(page);
    const answer = await page.request.get('/api/v1/dashboard');
    expect(answer.status()).toBe(200);
    // Other suites may have added content to this server already: the page must show what the
    // server counts, whatever that is.
    const dashboard = (await answer.json()) as Dashboard;

    await page.goto('/dashboard');
    const card = (name: string) => page.getByRole('region', { name }).getByTestId('stat-value');
    await expect(card('Total Users')).toHaveText(String(dashboard.users.total));
    await expect(card('Documents')).toHaveText(String(dashboard.documents.total));
    await expect(card('Software Packages')).toHaveText(String(dashboard.software.total));
    await expect(card('Machines')).toHaveText(String(dashboard.machines.total));
    await expect(page.getByRole('region', { name: 'Documents' })).toContainText(
      countLabel(dashboard.documents.categories, 'category', 'categories'),
    );
    await expect(page.getByRole('region', { name: 'Machines' })).toContainText(
      countLabel(dashboard.machines.manufacturers, 'manufacturer'),
    );
    if (dashboard.recentActivity.length === 0) {
      await expect(page.getByText(messages.dashboard.noActivity)).toBeVisible();
    } else {
      await expect(page.getByText(dashboard.recentActivity[0]!.title).first()).toBeVisible();
    }
    await expect(page.getByTestId('sidebar-user-role')).toHaveText('Administrator');
    await page.screenshot({ path: screenshotPath('dashboard'), fullPage: true });
  });

  test('a wrong password is refused and offers a password reset until the form is emptied', async ({
    page,
    createUser,
  }) => {
    const user = await createUser();
    await page.goto('/login');
    const forgot = page.getByRole('button', { name: /forgot password/i });
    await expect(forgot).toBeHidden();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText(messages.login.invalidCredential)).toBeVisible();
    await expect(forgot).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await page.getByLabel('Email').fill('');
    await expect(forgot).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('');
    await expect(forgot).toBeHidden();
  });

  test('an empty form asks for both email and password', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(messages.login.missingCredentials)).toBeVisible();
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
  });
});
