import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, signInToToolbox, test, watchScripts } from '../fixtures';

// Issue #19 item 8: the sign-in form loads only what signing in needs; the signed-in shell, its
// screens and the rest of Mantine's stylesheet load after. Chunks are named after their modules
// (app-shell-<hash>.js).
const SIGNED_IN_ONLY = /\/assets\/(app-shell|home)-[\w-]+\.js$/;

/** A class of Mantine's AppShell, which only the signed-in shell uses, read from its sheet. */
function appShellClass(): string {
  // From packages/web, which depends on Mantine (e2e does not).
  const require = createRequire(new URL('../../packages/web/package.json', import.meta.url));
  const css = fs.readFileSync(require.resolve('@mantine/core/styles/AppShell.css'), 'utf8');
  return /\.(m_[0-9a-f]+)/.exec(css)![1]!;
}

/** Whether any stylesheet on the page has a rule for `className`. */
const styled = (page: Page, className: string) =>
  page.evaluate(
    (name) =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes(`.${name}`)),
      ),
    className,
  );

test('a signed-out visitor’s first page loads the sign-in form without the shell', async ({
  page,
  createUser,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const loaded = watchScripts(page);
  const shellClass = appShellClass();
  await page.goto('/toolbox/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(scripts.filter((path) => SIGNED_IN_ONLY.test(path))).toEqual([]);
  expect(await styled(page, shellClass)).toBe(false);
  // Nor zod: the session check's 401 and the form need no schema.
  expect((await loaded.texts()).filter((text) => text.includes('ZodError'))).toEqual([]);

  // Signing in brings them.
  const engineer = await createUser({ displayName: 'Fay First' });
  await signInToToolbox(page, engineer);
  expect(scripts.some((path) => SIGNED_IN_ONLY.test(path))).toBe(true);
  expect(await styled(page, shellClass)).toBe(true);
});
