import { expect, signInToToolbox, test } from '../fixtures';

// Issue #19 item 8: the sign-in form loads only what signing in needs; the signed-in shell and
// its screens load after. Chunks are named after their modules (app-shell-<hash>.js).
const SIGNED_IN_ONLY = /\/assets\/(app-shell|home|account-menu)-[\w-]+\.js$/;

test('a signed-out visitor’s first page loads the sign-in form without the shell', async ({
  page,
  createUser,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/toolbox/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.filter((path) => SIGNED_IN_ONLY.test(path))).toEqual([]);

  // Signing in brings them.
  const engineer = await createUser({ displayName: 'Fay First' });
  await signInToToolbox(page, engineer);
  expect(scripts.some((path) => SIGNED_IN_ONLY.test(path))).toBe(true);
});
