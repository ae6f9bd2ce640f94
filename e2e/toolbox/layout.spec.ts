import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { layoutProblems } from './layout-problems';
import { toolboxScreens } from './screens';
import { seedMachine } from './seed';

/**
 * Issue #18 items 2, 3 and 8: the toolbox in an engineer's hand. On every screen, at a 390×844
 * phone: nothing ends up under the bottom bar, no label is cut off, and every control is at least
 * 44×44 CSS px.
 */
type Finding = { screen: string; problem: string };

test.describe('the toolbox in an engineer’s hand (390×844)', () => {
  test('no screen hides content under the bottom bar, cuts a label or has a control under 44×44', async ({
    page,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(180_000);
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
