import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import {
  ADMIN,
  expect,
  login,
  screenshotWholePage,
  signInWithForm,
  test,
  uniqueEmail,
} from '../fixtures';

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Adds a user through /users/add and returns the detail page's id. */
async function addUser(
  page: Page,
  user: { email: string; displayName: string; role: string; team?: string; password: string },
): Promise<string> {
  await page.goto('/users/add');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Display name').fill(user.displayName);
  await choose(page, /^Role/, user.role);
  if (user.team) await page.getByRole('combobox', { name: 'Team' }).fill(user.team);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByLabel(/^Confirm password/).fill(user.password);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/users\/(?!add)[^/]+$/);
  await expect(page.getByRole('heading', { name: user.displayName })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** Runs a row action of the users list, confirming its dialog. */
async function rowAction(page: Page, email: string, action: 'Disable' | 'Enable' | 'Deactivate') {
  await page.goto(`/users?search=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: new RegExp(`^Actions for .*${email}`) }).click();
  await page.getByRole('menuitem', { name: action }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

test.describe('users', () => {
  test('an admin adds an engineer, edits them and finds them in the list', async ({
    page,
    createUser,
  }) => {
    await login(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await page.getByRole('link', { name: 'Add user' }).first().click();
    await expect(page).toHaveURL(/\/users\/add$/);

    // Sent empty: the product's messages (docs/product.md#user-validation) on the fields.
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText(messages.user.emailRequired)).toBeVisible();
    await expect(page.getByText(messages.user.displayNameRequired)).toBeVisible();
    await expect(page.getByText(messages.user.roleRequired)).toBeVisible();
    await screenshotWholePage(page, 'user-add-errors');

    const email = uniqueEmail('erin');
    const id = await addUser(page, {
      email,
      displayName: 'Erin Engineer',
      role: 'Engineer',
      team: 'North',
      password: 'Erin-password-1',
    });
    await expect(page.getByText(messages.user.created)).toBeVisible();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/users/edit/${id}$`));
    await page.getByLabel('Display name').fill('Erin Fieldwork');
    await page.getByRole('combobox', { name: 'Team' }).fill('South');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
    await expect(page.getByRole('heading', { name: 'Erin Fieldwork' })).toBeVisible();
    const history = page.getByTestId('user-history');
    await expect(history).toContainText('User updated');
    await expect(history).toContainText('Display name: Erin Engineer → Erin Fieldwork');
    await expect(history).toContainText('Team: North → South');
    await expect(history).toContainText('User created');
    await expect(page.getByText(messages.user.updated)).toBeHidden();
    await screenshotWholePage(page, 'user-detail');

    await page.getByRole('link', { name: 'Users' }).first().click();
    await page.getByRole('textbox', { name: 'Search' }).fill('erin');
    await expect(page).toHaveURL(/search=erin/);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toContainText('Erin Fieldwork');
    await expect(row).toContainText('Engineer');
    await expect(row).toContainText('South');
    await expect(row).toContainText('Active');
    // The search survives a reload.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('erin');
    await expect(page.getByTestId('user-row').filter({ hasText: email })).toBeVisible();

    // A few more users, so the list shows its range of roles and states.
    await createUser({ displayName: 'Carla Costa', role: 'costax', team: 'Coffee X' });
    const inactive = await createUser({ displayName: 'Ivan Inactive', team: 'North' });
    const disabled = await createUser({ displayName: 'Dora Disabled', role: 'Admin' });
    const idOf = async (email: string) => {
      const answer = await page.request.get(`/api/v1/users?search=${encodeURIComponent(email)}`);
      return ((await answer.json()) as { items: { id: string }[] }).items[0]!.id;
    };
    await page.request.post(`/api/v1/users/${await idOf(inactive.email)}/deactivate`);
    await page.request.put(`/api/v1/users/${await idOf(disabled.email)}/disabled`, {
      data: { disabled: true },
    });
    await page.goto('/users');
    await expect(page.getByTestId('user-row').filter({ hasText: 'Dora Disabled' })).toContainText(
      'Disabled',
    );
    await screenshotWholePage(page, 'users-list');
  });

  test('a disabled admin’s open page is signed out within 2 s, and she gets back in once enabled', async ({
    page,
    browser,
  }) => {
    await login(page);
    const dana = {
      email: uniqueEmail('dana'),
      displayName: 'Dana Admin',
      role: 'Admin',
      password: 'Dana-password-1',
    };
    await addUser(page, dana);

    const danaContext = await browser.newContext();
    const danaPage = await danaContext.newPage();
    await signInWithForm(danaPage, dana);
    await expect(danaPage).toHaveURL(/\/dashboard$/);

    await rowAction(page, dana.email, 'Disable');
    const row = page.getByTestId('user-row').filter({ hasText: dana.email });
    await expect(row).toContainText('Disabled');

    // Dana's open page leaves within 2 s, without a click, and the login screen says why.
    await expect(danaPage).toHaveURL(/\/login$/, { timeout: 2000 });
    await expect(danaPage.getByText(messages.login.accountDisabled)).toBeVisible();
    await signInWithForm(danaPage, dana);
    await expect(danaPage.getByText(messages.login.accountDisabled)).toBeVisible();

    await rowAction(page, dana.email, 'Enable');
    await expect(row).toContainText('Active');

    await signInWithForm(danaPage, dana);
    await expect(danaPage).not.toHaveURL(/\/login/);
    await expect(danaPage.getByTestId('sidebar-user-name')).toHaveText(dana.displayName);
    await danaContext.close();
  });

  test("an admin cannot change their own account's status from the list", async ({ page }) => {
    await login(page);
    await page.goto(`/users?search=${encodeURIComponent(ADMIN.email)}`);
    await page.getByRole('button', { name: new RegExp(`^Actions for .*${ADMIN.email}`) }).click();
    await expect(page.getByRole('menuitem', { name: 'Disable' })).toBeDisabled();
    await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeDisabled();
  });

  test("an engineer's denied visit shows in the admin's audit log", async ({
    page,
    browser,
    createUser,
  }) => {
    const engineer = await createUser({ displayName: 'Audrey Engineer' });
    const engineerContext = await browser.newContext();
    const engineerPage = await engineerContext.newPage();
    await signInWithForm(engineerPage, engineer);
    await expect(engineerPage).toHaveURL(/\/unauthorized$/);
    await expect(engineerPage.getByTestId('security-notice').locator('code')).not.toBeEmpty();
    await engineerContext.close();

    await login(page);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await choose(page, 'Action', 'Access denied');
    await expect(page).toHaveURL(/action=auth\.access-denied/);
    // Only denied visits are listed once the filter applies.
    const rows = page.getByTestId('audit-row');
    await expect(rows.filter({ hasNotText: 'Access denied' })).toHaveCount(0);
    const entry = rows.filter({ hasText: engineer.email });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('/dashboard');
    await expect(entry).toContainText('Audrey Engineer');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();
    await screenshotWholePage(page, 'settings-audit');
  });
});
