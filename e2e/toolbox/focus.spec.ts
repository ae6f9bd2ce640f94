import type { Page } from '@playwright/test';
import { expect, screenshotPath, submitToolboxSignIn, test } from '../fixtures';
import { seedMachine } from './seed';

/** Where focus is: the element's tag and text, and whether a ring is drawn around it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: el?.tagName === 'BODY' ? '' : (el?.textContent ?? '').trim().slice(0, 60),
    };
  });

/** The focused heading draws no ring: it is not something to act on. */
const ringOnFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? getComputedStyle(el).outlineStyle : '';
  });

/**
 * A screen reader or keyboard user starts each new page at its heading: after signing in, and
 * after following a link, focus is on the page's h1, not left on the page's body.
 */
test('focus moves to the new page’s heading after sign-in and after each link', async ({
  page,
  adminApi,
  createUser,
}) => {
  test.setTimeout(90_000);
  const machine = await seedMachine(adminApi);
  const engineer = await createUser();

  await submitToolboxSignIn(page, engineer);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1' });
  expect(await ringOnFocus(page)).toBe('none');

  // The bottom bar's link: the list's heading.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Machines' })
    .click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Machines' });

  // A link in the page: the machine's heading, then its guide's.
  // Narrowed to the seeded machine's manufacturer (other tests' machines share the server).
  await page.locator('label', { hasText: new RegExp(`^${machine.manufacturer} \\(`) }).click();
  await page.screenshot({ path: screenshotPath('toolbox-machines-chips') });
  await page.getByRole('link', { name: new RegExp(machine.model) }).click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: machine.model });
  await page.getByRole('link', { name: /Steam wand does not steam/ }).click();
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Steam wand does not steam' });
  expect(await ringOnFocus(page)).toBe('none');
});
