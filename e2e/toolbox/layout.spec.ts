import type { Page } from '@playwright/test';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { toolboxScreens } from './screens';
import { seedMachine } from './seed';

/**
 * Issue #18 items 2, 3 and 8: the toolbox in an engineer's hand. On every screen, at a 390×844
 * phone: nothing ends up under the bottom bar, no label is cut off, and every control is at least
 * 44×44 CSS px.
 */
type Finding = { screen: string; problem: string };

/** What a person would trip over on this screen, measured in the page. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 0 &&
        r.height > 0 &&
        style.visibility !== 'hidden' &&
        !el.closest('[aria-hidden="true"]')
      );
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;

    // Scrolled to the end, nothing the page holds lies under the bottom bar.
    window.scrollTo(0, document.documentElement.scrollHeight);
    const nav = document.querySelector('nav[aria-label="Main"]');
    const bar = nav?.getBoundingClientRect();
    if (bar) {
      for (const el of document.querySelectorAll('main *, footer *')) {
        if (el.children.length > 0 || !visible(el) || !(el.textContent ?? '').trim()) continue;
        const r = el.getBoundingClientRect();
        if (r.bottom > bar.top + 1 && r.top < bar.bottom)
          problems.push(`under the bottom bar: ${name(el)}`);
      }
    }

    // Every control: its text fits, and it is at least 44×44 (a checkbox's target is its label).
    const controls = document.querySelectorAll(
      'a[href], button, [role="button"], [role="tab"], input:not([type="hidden"]), select, textarea',
    );
    for (const el of controls) {
      if (
        !visible(el) &&
        !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio'))
      )
        continue;
      // A checkbox's target is its label; a password's, the field box around its inner input.
      const target =
        el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? (el.closest('label, .mantine-Checkbox-root, .mantine-Radio-root') ?? el)
          : (el.closest('.mantine-PasswordInput-input') ?? el);
      const r = target.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5) {
        problems.push(
          `smaller than 44×44 (${Math.round(r.width)}×${Math.round(r.height)}): ${name(el)}`,
        );
      }
      for (const part of [el, ...el.querySelectorAll('span, div')]) {
        if (
          part instanceof HTMLElement &&
          part.scrollWidth > part.clientWidth + 1 &&
          getComputedStyle(part).overflow !== 'visible'
        ) {
          problems.push(`text cut off: ${name(el)}`);
          break;
        }
      }
    }
    return [...new Set(problems)];
  });
}

test.describe('the toolbox in an engineer’s hand (390×844)', () => {
  test('no screen hides content under the bottom bar, cuts a label or has a control under 44×44', async ({
    page,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(120_000);
    const machine = await seedMachine(adminApi);
    const engineer = await createUser();
    await page.goto('/toolbox/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    const findings: Finding[] = (await layoutProblems(page)).map((problem) => ({
      screen: 'login',
      problem,
    }));
    await signInToToolbox(page, engineer);
    // The notification prompt is one compact row (issue #18 item 4: it took about 180 px).
    const prompt = await page.getByTestId('notification-prompt').boundingBox();
    expect(prompt?.height).toBeLessThanOrEqual(64);
    await page.screenshot({ path: screenshotPath('toolbox-notification-prompt') });
    await page.getByRole('button', { name: 'Not Now' }).click();
    for (const [screen, open] of toolboxScreens(page, machine)) {
      await open();
      for (const problem of await layoutProblems(page)) findings.push({ screen, problem });
    }
    expect(findings).toEqual([]);
  });
});
