import type { Page } from '@playwright/test';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { toolboxScreens } from './screens';
import { seedMachine } from './seed';

/**
 * Issue #18 item 8 (WCAG 1.4.10, reflow): at 320 CSS px wide no toolbox screen scrolls sideways
 * or cuts a label; on a 390 px phone at 200% zoom (195 CSS px) the bottom bar still shows its five
 * destinations.
 */
function sidewaysAndCut(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const el of document.querySelectorAll('button, a[href], [role="tab"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || el.closest('[aria-hidden="true"]')) continue;
      for (const part of [el, ...el.querySelectorAll('span, div')]) {
        if (
          part instanceof HTMLElement &&
          // Text hidden for the eye and kept for screen readers is 1 px wide on purpose.
          part.clientWidth > 1 &&
          part.scrollWidth > part.clientWidth + 1 &&
          getComputedStyle(part).overflow !== 'visible'
        ) {
          problems.push(`text cut off: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
          break;
        }
      }
    }
    return problems;
  });
}

test('at 320 px no screen scrolls sideways or cuts a label; at 195 px the bar keeps its five', async ({
  page,
  adminApi,
  createUser,
}) => {
  test.setTimeout(120_000);
  const machine = await seedMachine(adminApi);
  const engineer = await createUser();
  await page.setViewportSize({ width: 320, height: 640 });
  await signInToToolbox(page, engineer);
  // The notification prompt stays: it must reflow too.
  await expect(page.getByTestId('notification-prompt')).toBeVisible();
  const findings: string[] = [];
  for (const [screen, open] of toolboxScreens(page, machine)) {
    await open();
    for (const problem of await sidewaysAndCut(page)) findings.push(`${screen}: ${problem}`);
  }
  expect(findings).toEqual([]);

  await page.setViewportSize({ width: 195, height: 422 });
  await page.goto('/toolbox/');
  const bar = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Machines', 'Documents', 'Software', 'Offline']) {
    const link = bar.getByRole('link', { name });
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByTestId('notification-prompt')).toBeVisible();
  await page.screenshot({ path: screenshotPath('toolbox-195px') });
  // At this width long titles may end in an ellipsis; nothing may scroll sideways.
  expect((await sidewaysAndCut(page)).filter((p) => p.startsWith('scrolls sideways'))).toEqual([]);
});
