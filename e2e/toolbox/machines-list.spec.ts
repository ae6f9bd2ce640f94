import { randomUUID } from 'node:crypto';
import { MAX_PAGE_SIZE } from '@toolbox/domain';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { addMachine } from '../files';

// Issue #19 item 9: the catalogue is read a page at a time, here through the real server.
test('the machine list reads a long catalogue a page at a time, narrowed by manufacturer', async ({
  page,
  adminApi,
  createUser,
}) => {
  test.setTimeout(90_000);
  const maker = `Pager ${randomUUID().slice(0, 6)}`;
  const count = MAX_PAGE_SIZE + 3;
  for (let i = 0; i < count; i++) {
    await addMachine(adminApi, maker, `M${String(i).padStart(3, '0')}`);
  }
  const engineer = await createUser({ displayName: 'Pam Pager' });

  await signInToToolbox(page, engineer);
  await page.getByRole('button', { name: 'Not Now' }).click();
  await page.goto('/toolbox/machines');
  await page.getByText(`${maker} (${count})`).click();
  await expect(page).toHaveURL(/manufacturer=Pager/);
  const machines = page.getByRole('link', { name: /^M\d{3}/ });
  await expect(page.getByText(`Showing ${MAX_PAGE_SIZE} of ${count} machines`)).toBeVisible();
  await expect(machines).toHaveCount(MAX_PAGE_SIZE);
  await page.screenshot({ path: screenshotPath('toolbox-machines') });

  await page.getByRole('button', { name: 'Show more machines' }).click();
  await expect(machines).toHaveCount(count);
  await expect(page.getByRole('link', { name: /^M102/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more machines' })).toHaveCount(0);
});
