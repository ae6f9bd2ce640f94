import { messages } from '@toolbox/domain';
import {
  expect,
  login,
  readResetLink,
  screenshotWholePage,
  signInWithForm,
  test,
} from '../fixtures';

test('a user resets a forgotten password with the emailed link, once', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ displayName: 'Rita Reset' });
  const newPassword = 'Brand-new-password-2';

  // Forgot password appears after a failed sign-in and uses the typed email.
  await signInWithForm(page, { email: user.email, password: 'not-my-password' });
  await expect(page.getByText(messages.login.invalidCredential)).toBeVisible();
  const requestedAt = Date.now();
  await page.getByRole('button', { name: /forgot password/i }).click();
  // The suite's server has no SMTP_URL: under SPEC's sentence the page says no e-mail will
  // arrive; the mail still goes to DATA_DIR/outbox, where the operator (and this test) can read
  // it. With SMTP_URL set: e2e/portal/account-recovery-smtp.spec.ts.
  await expect(page.getByText(messages.login.resetSent)).toBeVisible();
  await expect(page.getByText(messages.login.resetMailNotConfigured)).toBeVisible();

  const link = await readResetLink(user.email, requestedAt);
  expect(new URL(link).pathname).toBe('/reset-password');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await expect(page.getByTestId('password-requirements').locator('[data-met="false"]')).toHaveCount(
    1,
  );
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await expect(page.getByTestId('password-requirements').locator('[data-met="false"]')).toHaveCount(
    0,
  );
  await page.getByLabel('Confirm new password').fill(newPassword);
  await screenshotWholePage(page, 'reset-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(messages.password.resetDone)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, { email: user.email, password: newPassword });
  // An engineer: signed in, and shown the Access Denied page.
  await expect(page).toHaveURL(/\/unauthorized$/);

  const old = await page.request.post('/api/v1/auth/sign-in', {
    data: { email: user.email, password: user.password, rememberMe: false },
  });
  expect(old.status()).toBe(401);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-password-3');
  await page.getByLabel('Confirm new password').fill('Another-password-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(messages.password.resetInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: /back to sign in/i }).first()).toBeVisible();
});

test('a reset link without a token says it is invalid', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText(messages.password.resetInvalid)).toBeVisible();
});

test('an admin changes their own password on the Settings page', async ({
  page,
  browser,
  createUser,
}) => {
  const admin = await createUser({ displayName: 'Cora Changer', role: 'Admin' });
  const newPassword = 'Changed-password-4';
  // A second session of the same admin, which the change signs out.
  const other = await browser.newContext();
  await login(await other.newPage(), admin);

  await login(page, admin);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByLabel('Current password', { exact: true }).fill('not-it');
  await card.getByLabel('New password', { exact: true }).fill(newPassword);
  await card.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText(messages.password.currentWrong)).toBeVisible();

  await card.getByLabel('Current password', { exact: true }).fill(admin.password);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toHaveText(messages.password.changed);

  // This session goes on; the other one is over; the new password works.
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  expect((await other.request.get('/api/v1/auth/session')).status()).toBe(401);
  await other.close();
  const signIn = await page.request.post('/api/v1/auth/sign-in', {
    data: { email: admin.email, password: newPassword, rememberMe: false },
  });
  expect(signIn.status()).toBe(200);
});
