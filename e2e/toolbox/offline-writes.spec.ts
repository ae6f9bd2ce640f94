import { messages } from '@toolbox/domain';
import { expect, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

/**
 * Issue #18 item 1: "Did this fix it?" tapped without signal is kept on the device, shown as
 * saved, sent when the signal is back, and recorded once.
 */
test('feedback given offline shows as saved, reaches the portal when the signal is back, once', async ({
  page,
  context,
  adminApi,
  createUser,
}) => {
  const machine = await seedMachine(adminApi);
  const engineer = await createUser({ displayName: 'Olga Offline' });
  await signInToToolbox(page, engineer);
  const guidePath = `/toolbox/machines/${encodeURIComponent(machine.id)}/guides/${encodeURIComponent(machine.guideId)}?step=3`;
  await page.goto(guidePath);
  await expect(page.getByRole('button', { name: 'This fixed it' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'This fixed it' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: messages.toolbox.savedOffline }),
  ).toBeVisible();
  const feedbackOf = async () =>
    (
      (await (
        await adminApi.get(`/api/v1/machines/${encodeURIComponent(machine.id)}/guide-feedback`)
      ).json()) as { items: { guideId: string; fixed: number; notFixed: number }[] }
    ).items;
  expect(await feedbackOf()).toEqual([]);

  // The signal is back: it is sent on its own, and the screen says thanks.
  await context.setOffline(false);
  await expect(page.getByText(messages.toolbox.feedbackThanks)).toBeVisible();
  await expect.poll(feedbackOf).toEqual([{ guideId: machine.guideId, fixed: 1, notFixed: 0 }]);

  // A reload (and its catch-up send) records nothing twice.
  await page.reload();
  await expect(page.getByRole('button', { name: 'This fixed it' })).toBeVisible();
  expect(await feedbackOf()).toEqual([{ guideId: machine.guideId, fixed: 1, notFixed: 0 }]);
});
