import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { expect, login, test } from '../fixtures';
import { portalRoutes } from './routes';

/**
 * Issue #18 (items 5–8): the portal as an outside accessibility auditor checks it. axe-core with
 * the WCAG 2.2 A and AA rules over every route, signed out and signed in, with a dialog open and
 * with a form showing its errors: no serious or critical violation anywhere.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  // Only the violations are read: axe then skips describing every element that passed. (The
  // options first: `options` replaces what `withTags` set.)
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Waits until the page has its heading and no loader, so axe reads what a person sees. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

test('every portal route: no serious or critical axe violation (WCAG 2.2 A/AA)', async ({
  page,
  adminApi,
  createUser,
}) => {
  test.setTimeout(240_000);
  const routes = await portalRoutes(adminApi, createUser);

  const found: Record<string, string[]> = {};
  for (const path of ['/login', '/app/privacy', '/app/data-disclosure', '/reset-password']) {
    await page.goto(path);
    await settled(page);
    found[`signed out ${path}`] = await seriousViolations(page);
  }

  await login(page);
  for (const path of routes) {
    await page.goto(path);
    await settled(page);
    found[path] = await seriousViolations(page);
  }

  // A dialog open, and a form showing its errors.
  await page.goto('/dashboard');
  await settled(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog', { name: messages.shell.logoutTitle })).toBeVisible();
  await page.waitForTimeout(400); // the dialog's fade-in: axe would read its colours half-way
  found['logout dialog'] = await seriousViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/users/add');
  await settled(page);
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(messages.user.emailRequired)).toBeVisible();
  found['add user with errors'] = await seriousViolations(page);

  const failures = Object.entries(found).filter(([, list]) => list.length > 0);
  expect(failures).toEqual([]);
});
