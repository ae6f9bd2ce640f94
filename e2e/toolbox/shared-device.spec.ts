import type { Page } from '@playwright/test';
import { expect, screenshotPath, signInToToolbox, test } from '../fixtures';
import { seedMachine } from './seed';

/** What the toolbox keeps in this browser: Cache Storage, the offline database, its names. */
function deviceContents(page: Page) {
  return page.evaluate(async () => {
    const cacheNames = await caches.keys();
    const cachedUrls: string[] = [];
    for (const name of cacheNames.filter(
      (n) => n.startsWith('toolbox-api') || n.startsWith('toolbox-files'),
    )) {
      const cache = await caches.open(name);
      cachedUrls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    const stored = await new Promise<{ files: number; machines: number }>((resolve, reject) => {
      const open = indexedDB.open('toolbox-offline');
      open.onerror = () => reject(open.error ?? new Error('indexedDB'));
      open.onsuccess = () => {
        const db = open.result;
        const names = ['files', 'machines'].filter((n) => db.objectStoreNames.contains(n));
        if (names.length === 0) return resolve({ files: 0, machines: 0 });
        const tx = db.transaction(names, 'readonly');
        const files = tx.objectStore('files').count();
        const machines = tx.objectStore('machines').count();
        tx.oncomplete = () => {
          resolve({ files: files.result, machines: machines.result });
          db.close();
        };
      };
    });
    return {
      cachedUrls,
      ...stored,
      lastUser: localStorage.getItem('toolbox.engineer.last-user'),
    };
  });
}

/** A device that holds nothing of the engineer who signed out. */
const NOTHING_KEPT = { cachedUrls: [], files: 0, machines: 0, lastUser: null };

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account of/ }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/toolbox\/login$/);
}

test.describe('a shared phone', () => {
  test('signing out leaves no kept file or cached response, with signal or without', async ({
    page,
    context,
    adminApi,
    createUser,
  }) => {
    test.setTimeout(120_000);
    const machine = await seedMachine(adminApi);
    const engineer = await createUser({ displayName: 'Sam Shared' });

    // A day on site: the machine kept offline, the firmware's password revealed.
    await signInToToolbox(page, engineer);
    await page.getByRole('button', { name: 'Not Now' }).click();
    await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByTestId('kept-summary')).toContainText('2 files', { timeout: 30_000 });
    await page.goto(`/toolbox/software/${encodeURIComponent(machine.softwareId)}`);
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(page.getByText('svc-2026')).toBeVisible();
    const before = await deviceContents(page);
    expect(before.files).toBe(2);
    expect(before.machines).toBe(1);
    expect(before.cachedUrls).toContain(`/api/v1/software/${machine.softwareId}`);
    expect(before.lastUser).toContain(engineer.email);

    await logOut(page);
    expect(await deviceContents(page)).toEqual(NOTHING_KEPT);
    expect((await page.request.get('/api/v1/auth/session')).status()).toBe(401);
    await page.screenshot({ path: screenshotPath('toolbox-signed-out') });

    // Again (landing at home, not on the page the last session left off), and this time the
    // signal drops before the sign-out.
    await signInToToolbox(page, engineer);
    await expect(page).toHaveURL(/\/toolbox\/?$/);
    await page.goto(`/toolbox/machines/${encodeURIComponent(machine.id)}`);
    await page.getByRole('button', { name: 'Make available offline' }).click();
    await expect(page.getByTestId('kept-summary')).toContainText('2 files', { timeout: 30_000 });
    await context.setOffline(true);
    await logOut(page);
    expect(await deviceContents(page)).toEqual(NOTHING_KEPT);
    // Opened again without signal: the sign-in screen, not the last engineer's toolbox.
    await page.goto('/toolbox/');
    await expect(page).toHaveURL(/\/toolbox\/login$/);

    // The signal is back: the server hears the sign-out before anything else.
    await context.setOffline(false);
    await page.reload();
    await expect(page).toHaveURL(/\/toolbox\/login$/);
    await expect
      .poll(async () => (await page.request.get('/api/v1/auth/session')).status())
      .toBe(401);
  });

  // docs/product.md#login-screen, the toolbox's way: a sign-out on purpose starts the next
  // session at home, on this screen as much as after a reload.
  test('signing in again on the same screen after a logout opens home, not the page left', async ({
    page,
    createUser,
  }) => {
    const engineer = await createUser({ displayName: 'Sam Again' });
    await signInToToolbox(page, engineer);
    await page.getByRole('button', { name: 'Not Now' }).click();
    await page.goto('/toolbox/documents');
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    await logOut(page);

    await page.getByLabel('Email').fill(engineer.email);
    await page.getByLabel('Password', { exact: true }).fill(engineer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page).toHaveURL(/\/toolbox\/?$/);
  });
});
