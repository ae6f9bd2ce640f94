import { randomUUID } from 'node:crypto';
import { messages } from '@toolbox/domain';
import { ADMIN, expect, screenshotPath, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

/**
 * Issue #16's acceptance on the engineer's side: a refused write says why in the product's words,
 * and the engineer can answer again. A server of its own with a write budget of 5 a minute per
 * user makes the real 429.
 */
let server: Awaited<ReturnType<typeof startServer>>;

test.beforeAll(async () => {
  server = await startServer(sidePort(22), { WRITE_LIMIT_PER_USER: '5' });
});
test.afterAll(() => server?.stop());

test('a spent write budget says so on the guide’s feedback, which can be sent again', async ({
  page,
  playwright,
}) => {
  const admin = await playwright.request.newContext({ baseURL: server.origin });
  expect((await admin.post('/api/v1/auth/sign-in', { data: ADMIN })).status()).toBe(200);
  const made = await admin.post('/api/v1/machines', {
    data: { manufacturer: 'Franke', model: `B${randomUUID().slice(0, 6)}` },
  });
  const { machine } = (await made.json()) as { machine: { id: string } };
  const saved = await admin.post('/api/v1/troubleshooting/guides', {
    data: {
      machineId: machine.id,
      guide: { title: 'Grinder jams', symptom: 'Grinder hums', steps: [{ text: 'Unplug it.' }] },
    },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const { guide } = (await saved.json()) as { guide: { id: string } };
  const engineer = {
    email: `eng-${randomUUID().slice(0, 8)}@toolbox.test`,
    password: 'Engineer-1-pass',
  };
  const added = await admin.post('/api/v1/users', {
    data: { ...engineer, displayName: 'Erin Engineer', role: 'Engineer' },
  });
  expect(added.status(), await added.text()).toBe(201);
  await admin.dispose();

  await page.goto(`${server.origin}/toolbox/login`);
  await page.getByLabel('Email').fill(engineer.email);
  await page.getByLabel('Password', { exact: true }).fill(engineer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  await page.goto(
    `${server.origin}/toolbox/machines/${encodeURIComponent(machine.id)}/guides/${encodeURIComponent(guide.id)}`,
  );
  await page.getByRole('button', { name: 'Finish' }).click();

  // Another tab of the engineer's spends the budget.
  for (let i = 0; i < 5; i += 1) {
    await page.request.patch(`${server.origin}/api/v1/auth/profile`, {
      data: { displayName: `Erin ${i}` },
    });
  }
  await page.getByRole('button', { name: 'This fixed it' }).click();
  await expect(page.getByRole('alert')).toHaveText(messages.request.tooManyRequests);
  await expect(page.getByRole('button', { name: 'This fixed it' })).toBeEnabled();
  await page.screenshot({ path: screenshotPath('toolbox-write-budget-spent') });
});
