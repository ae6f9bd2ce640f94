import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { messages } from '@toolbox/domain';
import { expect, login, test } from '../fixtures';
import { seedMachine } from '../toolbox/seed';

/**
 * Issue #18 (items 5–8): the portal as an outside accessibility auditor checks it. axe-core with
 * the WCAG 2.2 A and AA rules over every route, signed out and signed in, with a dialog open and
 * with a form showing its errors: no serious or critical violation anywhere.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
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
  const machine = await seedMachine(adminApi);
  const engineer = await createUser({ displayName: 'Axel Audit' });
  const users = (await (
    await adminApi.get(`/api/v1/users?search=${encodeURIComponent(engineer.email)}`)
  ).json()) as { items: { id: string }[] };
  const userId = users.items[0]!.id;
  const m = encodeURIComponent(machine.id);

  const found: Record<string, string[]> = {};
  for (const path of ['/login', '/app/privacy', '/app/data-disclosure', '/reset-password']) {
    await page.goto(path);
    await settled(page);
    found[`signed out ${path}`] = await seriousViolations(page);
  }

  await login(page);
  const routes = [
    '/dashboard',
    '/users',
    '/users/add',
    `/users/edit/${userId}`,
    `/users/${userId}`,
    '/documents',
    '/documents/upload',
    `/documents/${machine.documentId}`,
    `/documents/${machine.documentId}/update`,
    '/software',
    '/software/upload',
    `/software/${machine.softwareId}`,
    `/software/${machine.softwareId}/edit`,
    '/machine-types',
    '/machine-types/add',
    `/machine-types/edit/${m}`,
    `/machine-types/${m}`,
    '/troubleshooting',
    '/troubleshooting/settings',
    '/machine-select-for-guide',
    `/troubleshooting/${m}`,
    `/troubleshooting/${m}/add`,
    `/troubleshooting/${m}/edit/${machine.guideId}`,
    `/troubleshooting/${m}/import`,
    '/maintenance',
    '/parts',
    `/machine-types/${m}/part-diagrams/add`,
    `/machine-types/${m}/part-diagrams/${machine.diagramId}`,
    `/machine-types/${m}/part-diagrams/${machine.diagramId}/edit`,
    '/specifications',
    '/specifications/add',
    '/settings',
    '/settings?tab=notifications',
    '/settings?tab=preferences',
    '/settings?tab=system',
    '/settings?tab=audit',
    '/toast-demo',
    '/no-such-page',
  ];
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
