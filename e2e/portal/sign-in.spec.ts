import type { Dashboard } from '@toolbox/domain';
import { countLabel, messages } from '@toolbox/domain';
import { randomUUID } from 'node:crypto';
import { ADMIN, expect, login, screenshotPath, signInWithForm, test } from '../fixtures';
import { addMachine, makePdf, uploadViaApi } from '../files';

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

  test('the dashboard’s rows and tiles open what they count', async ({ page }) => {
    await login(page);
    const tag = randomUUID().slice(0, 6);
    const machine = await addMachine(page.request, `Maker ${tag}`, 'M1');
    const uploadId = await uploadViaApi(page.request, makePdf(`Manual ${tag}`), {
      kind: 'document',
      filename: `manual-${tag}.pdf`,
    });
    const published = await page.request.post('/api/v1/documents', {
      data: { uploadId, title: `Manual ${tag}`, category: 'Service' },
    });
    expect(published.status(), await published.text()).toBe(201);

    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: `Manual ${tag}` })).toBeVisible();
    await page.screenshot({ path: screenshotPath('dashboard-links'), fullPage: true });
    await page
      .getByRole('region', { name: 'Recent Activity' })
      .getByRole('link', { name: `Manual ${tag}` })
      .click();
    await expect(page.getByRole('heading', { name: `Manual ${tag}` })).toBeVisible();

    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Machine Manufacturers' })
      .getByRole('link')
      .filter({ has: page.getByText(`Maker ${tag}`, { exact: true }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/machine-types\\?manufacturer=Maker(\\+|%20)${tag}$`));
    await expect(page.getByText(machine.id, { exact: true })).toBeVisible();

    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: 'Document Categories' })
      .getByRole('link')
      .filter({ has: page.getByText('Service', { exact: true }) })
      .click();
    await expect(page).toHaveURL(/\/documents\?category=Service$/);
    await expect(page.getByRole('link', { name: `Manual ${tag}` })).toBeVisible();
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

  test('an unknown path goes to /login, and once signed in says so inside the portal', async ({
    page,
  }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, ADMIN);

    await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
    await expect(page.getByRole('heading', { name: messages.shell.pageNotFound })).toBeVisible();
    await expect(page.getByText('/no/such/page?x=1')).toBeVisible();
    await expect(page.getByTestId('sidebar-user-name')).toBeVisible();
    await page.screenshot({ path: screenshotPath('portal-page-not-found'), fullPage: true });
    await page.getByRole('link', { name: 'Dashboard' }).last().click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-in administrator who opens /login goes on to the dashboard', async ({ page }) => {
    await login(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
