import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signInToToolbox, test } from '../fixtures';
import { toolboxScreens, type Screen } from './screens';
import { seedMachine } from './seed';

/** axe's serious and critical findings on the page as it is now (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // Only the violations are read: axe then skips describing every element that passed. (The
    // options first: `options` replaces what `withTags` set.)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('toolbox quality (phone)', () => {
  test('no serious accessibility violations on any screen', async ({
    page,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(180_000);
    const machine = await seedMachine(adminApi);
    const engineer = await createUser();

    await page.goto('/toolbox/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    const found: Record<string, string[]> = { login: await seriousViolations(page) };
    await signInToToolbox(page, engineer);

    const screens: Screen[] = [
      ...toolboxScreens(page, machine),
      [
        // Who is signed in, and the way out (issue #18 item 6: it was a menu of non-items).
        'account',
        async () => {
          await page.getByRole('button', { name: /^Account of/ }).click();
          await expect(page.getByText('Log out', { exact: true })).toBeVisible();
        },
      ],
    ];
    // The bottom bar is solid on every screen: the page must not show through it (issue #18 item
    // 2; the build once turned its light-dark() background into an invalid, transparent one).
    const seeThrough: string[] = [];
    for (const [name, open] of screens) {
      await open();
      found[name] = await seriousViolations(page);
      const background = await page
        .getByRole('navigation', { name: 'Main' })
        .evaluate((nav) => getComputedStyle(nav).backgroundColor);
      if (background === 'transparent' || /^rgba\(.*,\s*0(\.0+)?\)$/.test(background)) {
        seeThrough.push(`${name}: ${background}`);
      }
    }
    const failures = Object.entries(found).filter(([, list]) => list.length > 0);
    expect(failures).toEqual([]);
    expect(seeThrough).toEqual([]);
  });

  test('is installable: a manifest with icons, and a service worker that controls the app', async ({
    page,
    createUser,
  }) => {
    await signInToToolbox(page, await createUser());
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const manifestUrl = new URL(href!, page.url()).href;
    const manifest = (await (await page.request.get(manifestUrl)).json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Toolbox',
      start_url: '/toolbox/',
      scope: '/toolbox',
      display: 'standalone',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, size).toBeTruthy();
      const response = await page.request.get(new URL(icon!.src, manifestUrl).href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // The home page is `/toolbox` (no slash): the worker's scope covers it too.
    await page.goto('/toolbox');
    const worker = await page.evaluate(async () => ({
      scope: (await navigator.serviceWorker.getRegistration())?.scope,
      controlled: navigator.serviceWorker.controller !== null,
    }));
    expect(worker).toEqual({
      scope: expect.stringMatching(/\/toolbox$/) as unknown,
      controlled: true,
    });
  });
});
