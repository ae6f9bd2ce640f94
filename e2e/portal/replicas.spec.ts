import { randomBytes, randomUUID } from 'node:crypto';
import { documentNotification, messages } from '@toolbox/domain';
import { request as httpRequest } from '@playwright/test';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/postgres.mjs';
import { ADMIN, expect, login, screenshotPath, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

// Issue #21's acceptance: a notification sent through one replica reaches a browser connected to
// the other. The two replicas share one PostgreSQL (live events cross through LISTEN/NOTIFY, the
// pushes through the job queue) and a session secret, and nothing else.
test.describe('two replicas on one PostgreSQL', () => {
  test('a notification sent through one replica shows in a portal open on the other', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const bin = findPostgresBin();
    if (!bin && process.env.CI) throw new Error('PostgreSQL is required in CI');
    test.skip(!bin, 'no PostgreSQL here');
    const postgres = await startThrowawayPostgres(bin!);
    const env = { DATABASE_URL: postgres.url, SESSION_SECRET: randomBytes(32).toString('hex') };
    const stops: (() => Promise<void>)[] = [];
    try {
      const sender = await startServer(sidePort(21), env);
      stops.push(sender.stop);
      const receiver = await startServer(sidePort(22), env);
      stops.push(receiver.stop);

      const watcherContext = await browser.newContext({ baseURL: receiver.origin });
      const watcher = await watcherContext.newPage();
      await login(watcher);
      await watcher.goto('/dashboard');
      await expect(watcher.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

      // The administrator, signed in through the other replica, sends to all users.
      const api = await httpRequest.newContext({ baseURL: sender.origin });
      const signedIn = await api.post('/api/v1/auth/sign-in', {
        data: { email: ADMIN.email, password: ADMIN.password, rememberMe: false },
      });
      expect(signedIn.status()).toBe(200);
      const title = `Grinder calibration ${randomUUID().slice(0, 6)}`;
      const sent = await api.post('/api/v1/functions/sendNotificationToAllUsers', {
        data: {
          data: documentNotification({ title, documentId: 'doc-1', category: 'Service' }),
        },
      });
      expect(sent.status()).toBe(200);

      const toast = watcher.getByRole('status', { name: messages.notifications.documentTitle });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText(messages.notifications.documentBody(title));
      await watcher.screenshot({ path: screenshotPath('notification-across-replicas') });
      await api.dispose();
      await watcherContext.close();
    } finally {
      for (const stop of stops.reverse()) await stop();
      postgres.stop();
    }
  });
});
