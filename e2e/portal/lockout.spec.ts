import { messages } from '@toolbox/domain';
import { expect, screenshotWholePage, signInWithForm, test } from '../fixtures';

test('the 11th failed sign-in within 15 minutes locks the account, right password included', async ({
  page,
  createUser,
}) => {
  const user = await createUser({ displayName: 'Larry Lockout' });

  // Ten failures, quickly, through the API.
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await page.request.post('/api/v1/auth/sign-in', {
      data: { email: user.email, password: `wrong-${attempt}`, rememberMe: false },
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }

  // The 11th, through the form.
  await signInWithForm(page, { email: user.email, password: 'wrong-11' });
  await expect(page.getByRole('alert')).toHaveText(messages.login.tooManyAttempts);

  // Even the right password is refused now.
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/auth/sign-in'),
  );
  await page.getByRole('button', { name: 'Sign In' }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole('alert')).toHaveText(messages.login.tooManyAttempts);
  await expect(page).toHaveURL(/\/login$/);
});

test('a browser that signed in before keeps signing in; an administrator lifts the lock', async ({
  page,
  browser,
  playwright,
  baseURL,
  adminApi,
  createUser,
}) => {
  const owner = await createUser({ displayName: 'Olive Owner', role: 'Admin' });

  // The owner signs in on this browser, then signs out.
  await signInWithForm(page, owner);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.context().clearCookies({ name: /session/ });

  // Strangers elsewhere lock the account.
  const stranger = await playwright.request.newContext({ ...(baseURL ? { baseURL } : {}) });
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const response = await stranger.post('/api/v1/auth/sign-in', {
      data: { email: owner.email, password: `guess-${attempt}`, rememberMe: false },
    });
    expect(response.status(), `attempt ${attempt}`).toBe(401);
  }
  await stranger.dispose();

  // A new browser is refused, the right password included…
  const elsewhere = await browser.newPage();
  await signInWithForm(elsewhere, owner);
  await expect(elsewhere.getByRole('alert')).toHaveText(messages.login.tooManyAttempts);

  // …while the owner's own browser signs in.
  await signInWithForm(page, owner);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // An administrator sees the lock on the user's page and lifts it.
  const found = await adminApi.get(`/api/v1/users?search=${encodeURIComponent(owner.email)}`);
  const id = ((await found.json()) as { items: { id: string }[] }).items[0]!.id;
  await page.goto(`/users/${id}`);
  const lock = page.getByRole('status', { name: messages.user.signInLockedTitle });
  await expect(lock).toContainText('10 failed sign-ins in the last 15 minutes');
  await screenshotWholePage(page, 'portal-user-sign-in-locked');
  await lock.getByRole('button', { name: messages.user.unlockSignIn }).click();
  await expect(
    page.getByText(messages.user.signInUnlocked(`Olive Owner (${owner.email})`)),
  ).toBeVisible();
  await expect(lock).toBeHidden();

  // The new browser signs in now.
  await signInWithForm(elsewhere, owner);
  await expect(elsewhere.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await elsewhere.close();
});
