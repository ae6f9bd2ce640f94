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
  // The scripts loaded with the form, taken now: the offline stores, which bring zod, load once
  // the form has been usable for a while, and on a busy machine that can come before the checks.
  const withTheForm = loaded.texts();
  expect(scripts.filter((path) => SIGNED_IN_ONLY.test(path))).toEqual([]);
  expect(await styled(page, shellClass)).toBe(false);
  // Nor zod: the session check's 401 and the form need no schema.
  expect((await withTheForm).filter((text) => text.includes('ZodError'))).toEqual([]);

  // Signing in brings them.
  const engineer = await createUser({ displayName: 'Fay First' });
  await signInToToolbox(page, engineer);
  expect(scripts.some((path) => SIGNED_IN_ONLY.test(path))).toBe(true);
  expect(await styled(page, shellClass)).toBe(true);
});

/**
 * Runs in the page before its scripts: notes whether the sign-in form's Email field was on the
 * page, enabled, when the page registered its offline worker, and which links the head held
 * when the field appeared.
 */
function watchTheFirstScreen() {
  const seen = {
    headLinksWithForm: null as string[] | null,
    formOnScreenAtRegister: null as boolean | null,
  };
  (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
  const formOnScreen = () =>
    [...document.querySelectorAll('input')].some(
      (input) =>
        !input.disabled && [...(input.labels ?? [])].some((l) => l.textContent?.includes('Email')),
    );
  const container = navigator.serviceWorker;
  const register = container.register.bind(container);
  container.register = (...args) => {
    seen.formOnScreenAtRegister ??= formOnScreen();
    return register(...args);
  };
  const observer = new MutationObserver(() => {
    if (!formOnScreen()) return;
    observer.disconnect();
    seen.headLinksWithForm = [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${new URL(link.href).protocol}`,
    );
  });
  observer.observe(document, { childList: true, subtree: true });
}

test('the first page asks for no icon, manifest or font before the form, nor for the worker', async ({
  page,
}) => {
  // A phone's browser fetches what the head links to by itself (headless Chromium does not):
  // the page as served links nothing but its icon, and that is in the page.
  const html = await (await page.request.get('/toolbox/')).text();
  expect(html.match(/<link [^>]*>/g)?.filter((link) => !link.includes('stylesheet'))).toEqual([
    expect.stringMatching(/^<link rel="icon" type="image\/svg\+xml" href="data:/) as unknown,
  ]);

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.addInitScript(watchTheFirstScreen);
  await page.goto('/toolbox/');
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(asked.filter((path) => /\.(png|svg|ico|webmanifest|woff2?|ttf|otf)$/.test(path))).toEqual(
    [],
  );
  const seen = () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            firstScreen: { headLinksWithForm: string[]; formOnScreenAtRegister: boolean | null };
          }
        ).firstScreen,
    );
  expect((await seen()).headLinksWithForm).toEqual(['icon data:', 'stylesheet http:']);

  // Then the app is made installable and offline-ready: the worker, after the form was usable.
  await expect.poll(async () => (await seen()).formOnScreenAtRegister).toBe(true);
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/toolbox/manifest.webmanifest',
  );
  await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/toolbox/icon-192.png',
  );
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
});
