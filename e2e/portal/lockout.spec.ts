import { messages } from '@toolbox/domain';
import { expect, signInWithForm, test } from '../fixtures';

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
