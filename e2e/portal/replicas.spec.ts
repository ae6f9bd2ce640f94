import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { documentNotification, messages } from '@toolbox/domain';
import { request as httpRequest } from '@playwright/test';
import { findNginx, nginxConfigFromGuide, startNginx } from '../../apps/server/test/nginx';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/postgres.mjs';
import { ADMIN, expect, login, screenshotPath, SPLASH_SHOWN_KEY, test } from '../fixtures';
import { sidePort, startServer } from '../spawn-server';

// Issue #21's acceptance: behind nginx (the configuration of docs/operations.md, round-robin,
// nothing sticky), a notification sent through one replica reaches a browser whose live-event
// stream the other replica holds. The replicas share one PostgreSQL (live events cross through
// LISTEN/NOTIFY) and a session secret, and nothing else.
test.describe('two replicas behind nginx', () => {
  test('a notification sent through one replica shows in a portal connected to the other', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const bin = findPostgresBin();
    const nginx = findNginx();
    if ((!bin || !nginx) && process.env.CI) throw new Error('PostgreSQL and nginx are required');
    test.skip(!bin || !nginx, 'no PostgreSQL or nginx here');
    const postgres = await startThrowawayPostgres(bin!);
    const stops: (() => Promise<void>)[] = [];
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-e2e-nginx-'));
    fs.chmodSync(folder, 0o755);
    try {
      const env = {
        DATABASE_URL: postgres.url,
        SESSION_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: '127.0.0.1',
      };
      const ports = [sidePort(21), sidePort(22)] as [number, number];
      for (const port of ports) stops.push((await startServer(port, env)).stop);
      const proxy = await startNginx(
        nginx!,
        path.join(folder, 'nginx'),
        nginxConfigFromGuide(sidePort(23), ports),
      );
      stops.push(proxy.stop);

      const watcherContext = await browser.newContext({ baseURL: proxy.base });
      // A returning visitor's page: no splash over the toast.
      await watcherContext.addInitScript((key) => {
        window.sessionStorage.setItem(key, 'true');
      }, SPLASH_SHOWN_KEY);
      const watcher = await watcherContext.newPage();
      const stream = watcher.waitForResponse((response) =>
        response.url().includes('/api/v1/events'),
      );
      await login(watcher);
      await watcher.goto('/dashboard');
      await expect(watcher.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      // The replica nginx gave the page's live-event stream to; the notification goes through
      // the other one.
      const holder = (await stream).headers()['x-served-by'];
      expect(holder).toMatch(/^127\.0\.0\.1:\d+$/);
      const other = ports.find((port) => !holder!.endsWith(`:${port}`))!;

      const api = await httpRequest.newContext({ baseURL: `http://127.0.0.1:${other}` });
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
      // Past the toast's slide-in, for the picture.
      await watcher.waitForTimeout(600);
      await watcher.screenshot({ path: screenshotPath('notification-across-replicas') });
      await api.dispose();
      await watcherContext.close();
    } finally {
      for (const stop of stops.reverse()) await stop();
      postgres.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
