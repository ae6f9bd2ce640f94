import { randomUUID } from 'node:crypto';
import { messages } from '@toolbox/domain';
import { expect, login, screenshotPath, screenshotWholePage, test } from '../fixtures';
import { makePdf } from '../files';

test.describe('notifications', () => {
  test('a document uploaded with a notification shows in another open portal, and its link opens it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    const baseURL = testInfo.project.use.baseURL;
    const watcherContext = await browser.newContext(baseURL ? { baseURL } : {});
    const watcher = await watcherContext.newPage();
    try {
      await login(watcher);
      await watcher.goto('/dashboard');
      await expect(watcher.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      await login(page);
      const title = `Steam wand cleaning ${randomUUID().slice(0, 6)}`;
      await page.goto('/documents/upload');
      await page.getByTestId('file-input').setInputFiles({
        name: 'steam-wand.pdf',
        mimeType: 'application/pdf',
        buffer: makePdf(title),
      });
      await page.getByLabel('Title').fill(title);
      const categories = page.getByRole('combobox', { name: 'Categories' });
      await categories.fill('Cleaning');
      await categories.press('Enter');
      await page.getByLabel('Send notification to all users').check();
      await page.getByRole('button', { name: 'Upload document' }).click();
      await expect(page).toHaveURL(/\/documents\/(?!upload)[^/]+$/, { timeout: 30_000 });
      const id = new URL(page.url()).pathname.split('/').pop()!;

      const toast = watcher.getByRole('status', { name: messages.notifications.documentTitle });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText(messages.notifications.documentBody(title));
      await watcher.screenshot({ path: screenshotPath('foreground-notification') });
      await toast.getByRole('link', { name: messages.shell.openNotificationLink }).click();
      await expect(watcher).toHaveURL(new RegExp(`/documents/${id}$`));
      await expect(watcher.getByRole('heading', { name: title })).toBeVisible();

      // The send is in the history, for administrators.
      await page.goto('/settings');
      await page.getByRole('tab', { name: 'Notifications' }).click();
      const history = page.getByRole('table', { name: 'Notification history' });
      const sent = history.getByRole('row', {
        name: new RegExp(messages.notifications.documentBody(title)),
      });
      await expect(sent).toBeVisible();
      // Its pushes are delivered by queued jobs; the history shows the count once they are done.
      await expect(sent).toContainText(/\d+ delivered/, { timeout: 15_000 });
    } finally {
      await watcherContext.close();
    }
  });

  test('the prompt bar asks while permission is undecided, and Not Now hides it', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/dashboard');
    // A fresh browser profile has not been asked yet.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    const bar = page.getByRole('region', { name: 'Notifications' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: messages.shell.promptEnable })).toBeVisible();
    await page.screenshot({ path: screenshotPath('notification-prompt-bar') });
    await bar.getByRole('button', { name: messages.shell.promptNotNow }).click();
    await expect(bar).toBeHidden();
    await page.goto('/documents');
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeHidden();
  });

  test('a test notification reaches the open portal of its sender', async ({ page }) => {
    await login(page);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('button', { name: 'Send a test' }).click();
    await expect(
      page.getByRole('status', { name: messages.notifications.testTitle }),
    ).toBeVisible();
    await expect(page.getByText(/Test sent: \d+ devices? reached\./)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Notification history' })).toContainText(
      messages.notifications.testTitle,
    );
    await screenshotWholePage(page, 'settings-notifications');
  });
});
