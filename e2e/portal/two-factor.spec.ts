import { messages } from '@toolbox/domain';
import { totpCode } from '../../apps/server/src/modules/auth/two-factor/secrets';
import { devices } from '@playwright/test';
import {
  expect,
  screenshotPath,
  screenshotWholePage,
  signInWithForm,
  submitToolboxSignIn,
  test,
} from '../fixtures';

/** A code of the secret for the next 30-second step: never the one the set-up just used. */
const nextCode = (secret: string) => totpCode(secret, Math.floor(Date.now() / 1000) + 30);

/**
 * Issue #22 item 4 (docs/product.md#two-factor-sign-in): an administrator sets up TOTP in
 * Settings, signs out, and cannot sign in again without the code; with it, they can.
 */
test('an administrator sets up TOTP, signs out, and cannot sign in without the code', async ({
  page,
  browser,
  baseURL,
  createUser,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser({ role: 'Admin', displayName: 'Tess Totp' });
  await signInWithForm(page, admin);
  await expect(page).toHaveURL(/\/dashboard$|\/$/);

  await page.goto('/settings?tab=account');
  const card = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to set up two-factor sign-in' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A wrong code does not turn it on.
  await card.getByLabel('Your password').fill(admin.password);
  await card.getByLabel(messages.twoFactor.codeLabel).fill('000000');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('alert')).toHaveText(messages.twoFactor.codeWrong);

  await card.getByLabel(messages.twoFactor.codeLabel).fill(await totpCode(secret));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await expect(card.getByText(messages.twoFactor.recoveryCodesHint)).toBeVisible();
  await screenshotWholePage(page, 'portal-two-factor-recovery-codes');
  await card.getByRole('button', { name: 'I have kept my codes' }).click();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('10 of 10 recovery codes left');

  // Signed out, the password alone no longer signs in.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page
    .getByRole('dialog', { name: 'Logout' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, admin);
  const codeField = page.getByLabel(messages.twoFactor.codeLabel);
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await screenshotWholePage(page, 'portal-two-factor-sign-in');

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.twoFactor.codeRequired);
  await codeField.fill('123456');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText(messages.twoFactor.codeWrong);
  await expect(page).toHaveURL(/\/login/);
  const session = await page.request.get('/api/v1/auth/session');
  expect(session.status()).toBe(401);

  // With the code, in.
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled({ timeout: 10_000 });
  await codeField.fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The toolbox asks too; a recovery code signs in once.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    ...(baseURL ? { baseURL } : {}),
  });
  const toolbox = await phone.newPage();
  await submitToolboxSignIn(toolbox, admin);
  const toolboxCode = toolbox.getByLabel(messages.twoFactor.codeLabel);
  await expect(toolboxCode).toBeVisible();
  await toolbox.screenshot({ path: screenshotPath('toolbox-two-factor-sign-in') });
  await toolboxCode.fill(recoveryCode.toLowerCase());
  await toolbox.getByRole('button', { name: 'Sign In' }).click();
  await expect(toolbox.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await phone.close();
});
