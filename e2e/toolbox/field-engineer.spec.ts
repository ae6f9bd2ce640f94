import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  documentNotification,
  messages,
  SEND_NOTIFICATION_FUNCTION,
  type ActivityList,
} from '@toolbox/domain';
import {
  E2E_DATA_DIR,
  expect,
  login,
  screenshotPath,
  SPLASH_SHOWN_KEY,
  test,
  signInToToolbox,
} from '../fixtures';
import { makePdf, uploadViaApi } from '../files';
import { seedMachine } from './seed';

const shoot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(name) });

/** The toolbox's "You read version {n} on {date}." line, whatever the date's format. */
const readVersion = (version: number) =>
  new RegExp(
    messages.toolbox
      .acknowledged(version, 'DATE')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('DATE', '.+'),
  );

test.describe('engineer toolbox (phone)', () => {
  test('find a machine, follow a guide, read a diagram, keep it offline and open it all without signal', async ({
    page,
    browser,
    context,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(120_000);
    const machine = await seedMachine(adminApi);
    const engineer = await createUser({ displayName: 'Fiona Field' });

    await signInToToolbox(page, engineer);
    await page.getByRole('button', { name: 'Not Now' }).click();
    await shoot(page, 'toolbox-home');

    // One search box: the machine by its model.
    await page.getByRole('searchbox', { name: 'Search' }).fill(machine.model);
    const results = page.getByTestId('search-results');
    await results
      .getByRole('link', { name: new RegExp(machine.model) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: machine.model })).toBeVisible();
    await shoot(page, 'toolbox-machine');

    // The guide, step by step.
    await page.getByRole('link', { name: /Steam wand does not steam/ }).click();
    const step = page.getByTestId('guide-step');
    await expect(step).toContainText('Step 1 of 3');
    await expect(step).toContainText('Switch the machine off');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step).toContainText('Step 2 of 3');
    await shoot(page, 'toolbox-guide');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(step).toContainText('Step 1 of 3');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('button', { name: 'This fixed it' }).click();
    await expect(page.getByText(messages.toolbox.feedbackThanks)).toBeVisible();
    const feedback = await adminApi.get(
      `/api/v1/machines/${encodeURIComponent(machine.id)}/guide-feedback`,
    );
    expect(await feedback.json()).toEqual({
      items: [{ guideId: machine.guideId, fixed: 1, notFixed: 0 }],
    });

    // The part diagram: a tap on hotspot 2 shows its part and highlights its row.
    await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}?tab=diagrams`);
    await page.getByRole('link', { name: /Steam valve/ }).click();
    await page.getByRole('button', { name: 'Part 2' }).tap();
    const selected = page.getByTestId('selected-part');
    await expect(selected).toContainText('Valve spring');
    await expect(selected).toContainText('RA-2040');
    await expect(page.getByTestId('part-row').filter({ hasText: 'RA-2040' })).toHaveAttribute(
      'data-selected',
      'true',
    );
    await shoot(page, 'toolbox-part-diagram');

    // Make the machine available offline, with its PDF and package.
    await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByTestId('kept-summary')).toContainText('2 files', { timeout: 30_000 });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // No signal: the app, the machine, its guide and its PDF still open.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toContainText(messages.toolbox.offlineBanner);
    await expect(page.getByRole('heading', { level: 1, name: machine.model })).toBeVisible();
    await shoot(page, 'toolbox-offline');
    await page.getByRole('link', { name: /Steam wand does not steam/ }).click();
    await expect(page.getByTestId('guide-step')).toContainText('Switch the machine off');
    await page.goto(`/toolbox/documents/${encodeURIComponent(machine.documentId)}`);
    await expect(page.getByText(messages.toolbox.fileVerified)).toBeVisible();
    await expect(page.getByText('From this device')).toBeVisible();
    // Drawn a page at a time from the kept, checked bytes.
    await expect(page.getByTestId('pdf-pages').locator('canvas')).toHaveAttribute('data-page', '1');

    // Back online: the view made offline reaches Recent Activity.
    await context.setOffline(false);
    await expect
      .poll(async () => {
        const me = await page.request.get('/api/v1/activity?count=10');
        const { items } = (await me.json()) as ActivityList;
        return items.filter((item) => item.documentId === machine.documentId).map((i) => i.kind);
      })
      .toEqual(expect.arrayContaining(['view', 'download']));

    // The administrator sees it on the engineer's page in the portal.
    const found = await adminApi.get(`/api/v1/users?search=${encodeURIComponent(engineer.email)}`);
    const [{ id: engineerId }] = ((await found.json()) as { items: { id: string }[] }).items as [
      { id: string },
    ];
    const adminContext = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
    });
    await adminContext.addInitScript((key) => {
      if (window.top === window) window.sessionStorage.setItem(key, 'true');
    }, SPLASH_SHOWN_KEY);
    const adminPage = await adminContext.newPage();
    await login(adminPage);
    await adminPage.goto(`/users/${engineerId}`);
    const activity = adminPage.getByTestId('document-activity');
    await expect(activity.getByRole('listitem').filter({ hasText: 'Viewed' })).toContainText(
      machine.documentTitle,
    );
    await expect(activity.getByRole('listitem').filter({ hasText: 'Downloaded' })).toHaveCount(1);
    await adminPage.screenshot({
      path: screenshotPath('portal-user-document-activity'),
      fullPage: true,
    });
    await adminContext.close();
  });

  test('a document whose stored bytes were altered is refused, and admin APIs answer 403', async ({
    page,
    adminApi,
    createUser,
  }) => {
    const machine = await seedMachine(adminApi);
    const engineer = await createUser();
    // Someone alters the stored file behind the server's back.
    const stored = path.join(E2E_DATA_DIR, 'files', machine.documentFilePath);
    const original = await fs.readFile(stored);
    await fs.writeFile(
      stored,
      Buffer.concat([original.subarray(0, 100), Buffer.alloc(original.length - 100, 0x41)]),
    );

    await signInToToolbox(page, engineer);
    await page.goto(`/toolbox/documents/${encodeURIComponent(machine.documentId)}`);
    await expect(page.getByTestId('file-refused')).toHaveText(messages.toolbox.fileMismatch);
    await expect(page.getByTestId('pdf-pages')).toHaveCount(0);
    await page.getByRole('button', { name: 'Keep on this device' }).click();
    await expect(page.getByTestId('keep-refused')).toHaveText(messages.toolbox.fileMismatch);
    // Nothing was kept: the device lists no document.
    await expect(page.getByRole('button', { name: 'Remove from device' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Offline' }).click();
    await expect(page.getByText(messages.toolbox.noDownloads)).toBeVisible();

    for (const [method, url] of [
      ['GET', '/api/v1/users'],
      ['GET', '/api/v1/audit'],
      ['DELETE', `/api/v1/documents/${machine.documentId}`],
      ['POST', '/api/v1/machines'],
    ] as const) {
      const response = await page.request.fetch(url, {
        method,
        data: method === 'GET' ? undefined : {},
      });
      expect(response.status(), `${method} ${url}`).toBe(403);
    }
  });

  test('a kept, read document asks again when a newer version is published, announced live', async ({
    page,
    adminApi,
    createUser,
  }) => {
    const machine = await seedMachine(adminApi);
    const engineer = await createUser();
    await signInToToolbox(page, engineer);
    await page.goto(`/toolbox/documents/${encodeURIComponent(machine.documentId)}`);
    await page.getByRole('button', { name: 'Keep on this device' }).click();
    await expect(page.getByRole('button', { name: 'Remove from device' })).toBeVisible();
    // "I have read this" (docs/product.md#document-acknowledgements), seen by administrators.
    await page.getByRole('button', { name: messages.toolbox.acknowledge }).click();
    await expect(page.getByRole('status').filter({ hasText: readVersion(1) })).toBeVisible();
    await shoot(page, 'toolbox-document-read');
    const read = await adminApi.get(
      `/api/v1/documents/${encodeURIComponent(machine.documentId)}/acknowledgements`,
    );
    expect(await read.json()).toMatchObject({
      total: 1,
      items: [{ versionNumber: 1, user: { email: engineer.email } }],
    });
    await page.goto('/toolbox/');
    // An administrator publishes version 2 and, as the portal does after it, notifies everyone.
    const uploadId = await uploadViaApi(adminApi, makePdf('Version two', 5 * 1024), {
      kind: 'document',
      filename: 'service-manual-v2.pdf',
    });
    const published = await adminApi.post(
      `/api/v1/documents/${encodeURIComponent(machine.documentId)}/versions`,
      { data: { uploadId, changes: 'New descaling steps', sendNotification: true } },
    );
    expect(published.status(), await published.text()).toBe(201);
    const sent = await adminApi.post(`/api/v1/functions/${SEND_NOTIFICATION_FUNCTION}`, {
      data: {
        data: documentNotification({
          documentId: machine.documentId,
          title: machine.documentTitle,
          category: 'Service',
        }),
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    const toast = page.getByRole('status', { name: messages.notifications.documentTitle });
    await expect(toast).toBeVisible();
    await toast.getByRole('link', { name: messages.shell.openNotificationLink }).click();
    await expect(page).toHaveURL(new RegExp(`/toolbox/documents/${machine.documentId}$`));
    await expect(page.getByText(messages.toolbox.newerVersion)).toBeVisible();
    // Version 2 has not been read yet.
    await expect(page.getByRole('button', { name: messages.toolbox.acknowledge })).toBeVisible();
    await page.getByRole('button', { name: 'Keep v2 instead' }).click();
    await expect(page.getByText(messages.toolbox.newerVersion)).toHaveCount(0);
  });

  test('a deactivated engineer is refused with the product’s message (docs/product.md#login-errors)', async ({
    page,
    adminApi,
    createUser,
  }) => {
    const engineer = await createUser();
    const found = await adminApi.get(`/api/v1/users?search=${encodeURIComponent(engineer.email)}`);
    const { items } = (await found.json()) as { items: { id: string }[] };
    expect((await adminApi.post(`/api/v1/users/${items[0]!.id}/deactivate`)).status()).toBe(200);

    await page.goto('/toolbox/login');
    await page.getByLabel('Email').fill(engineer.email);
    await page.getByLabel('Password', { exact: true }).fill(engineer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.login.accountDeactivated);
    await expect(page).toHaveURL(/\/toolbox\/login$/);
  });

  test('a disabled engineer’s open toolbox is signed out within 2 s, with the product’s message', async ({
    page,
    adminApi,
    createUser,
  }) => {
    const engineer = await createUser();
    await signInToToolbox(page, engineer);
    const found = await adminApi.get(`/api/v1/users?search=${encodeURIComponent(engineer.email)}`);
    const { items } = (await found.json()) as { items: { id: string }[] };
    const disabled = await adminApi.put(`/api/v1/users/${items[0]!.id}/disabled`, {
      data: { disabled: true },
    });
    expect(disabled.status()).toBe(200);

    await expect(page).toHaveURL(/\/toolbox\/login$/, { timeout: 2000 });
    await expect(page.getByText(messages.login.accountDisabled)).toBeVisible();
  });
});
