import {
  documentNotification,
  messages,
  softwareNotification,
  type NotificationHistoryPage,
  type SendNotificationResult,
} from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, users } from '../../db/schema';
import {
  cookieFrom,
  createTestContext,
  finishedNotification,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { startPushService } from '../../../test/push-service';

type PushService = Awaited<ReturnType<typeof startPushService>>;

let ctx: TestContext;
let push: PushService;
let admin: TestUser;
let engineer: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    PUSH_ALLOW_PRIVATE_HOSTS: 'true',
    PUSH_RETRY_DELAY_SECONDS: '0',
  });
  push = await startPushService();
  admin = await ctx.createUser({ role: 'Admin' });
  engineer = await ctx.createUser({ role: 'Engineer' });
});
afterAll(async () => {
  await ctx.close();
  await push.close();
});

const call = (name: string, body: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/functions/${name}`, payload: body, headers });

const subscribe = (user: TestUser, subscription: unknown, method: 'POST' | 'PATCH' = 'POST') =>
  ctx.app.inject({
    method,
    url: '/api/v1/push/subscription',
    headers: { cookie: user.cookie },
    payload: { subscription, deviceInfo: { platform: 'Linux x86_64', userAgent: 'Test/1.0' } },
  });

const subscriptionsOf = (userId: string) =>
  ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('push subscriptions', () => {
  it('stores one subscription per device and names it on the user record', async () => {
    const device = push.device('subscribe-1');
    expect((await subscribe(engineer, device.subscription)).statusCode).toBe(201);
    expect((await subscribe(engineer, device.subscription)).statusCode).toBe(201);
    expect(await subscriptionsOf(engineer.id)).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, engineer.id));
    expect(row?.fcmToken).toBe(device.subscription.endpoint);
    expect(row?.tokenLastUpdated).toBeInstanceOf(Date);
    expect(row?.deviceInfo).toMatchObject({ platform: 'Linux x86_64', userAgent: 'Test/1.0' });

    // The same browser signed in as someone else: the device moves to them.
    expect((await subscribe(admin, device.subscription)).statusCode).toBe(201);
    expect(await subscriptionsOf(engineer.id)).toHaveLength(0);
    expect(await subscriptionsOf(admin.id)).toHaveLength(1);

    const devices = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/push/devices',
      headers: { cookie: admin.cookie },
    });
    expect(devices.json<{ items: { pushService: string }[] }>().items).toEqual([
      expect.objectContaining({ pushService: new URL(device.subscription.endpoint).host }),
    ]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/push/subscription?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await subscriptionsOf(admin.id)).toHaveLength(0);
    const [adminRow] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminRow?.fcmToken).toBeNull();
  });

  it('refreshes only a subscription the user has', async () => {
    const device = push.device('refresh-1');
    const unknown = await subscribe(engineer, device.subscription, 'PATCH');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.notifications.subscriptionNotFound });
    await subscribe(engineer, device.subscription);
    expect((await subscribe(engineer, device.subscription, 'PATCH')).statusCode).toBe(200);
  });

  it('answers the push key and refuses anonymous callers', async () => {
    const key = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/push/public-key',
      headers: { cookie: engineer.cookie },
    });
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('push endpoints outside tests', () => {
  it('must be https on a public host', async () => {
    const strict = await createTestContext();
    try {
      const user = await strict.createUser();
      for (const endpoint of [
        'http://fcm.googleapis.com/fcm/send/x',
        'https://127.0.0.1/push',
        'https://[::1]/push',
        'https://10.1.2.3/push',
        'https://169.254.169.254/latest',
        'https://localhost/push',
      ]) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/push/subscription',
          headers: { cookie: user.cookie },
          payload: { subscription: { ...push.device('x').subscription, endpoint } },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(response.json()).toMatchObject({
          message: messages.notifications.pushHostNotAllowed,
        });
      }
    } finally {
      await strict.close();
    }
  });
});

describe('sendNotificationToAllUsers', () => {
  it('answers callers in the callable protocol with the product’s codes (docs/product.md#function-errors)', async () => {
    const payload = documentNotification({
      title: 'Manual',
      documentId: 'd1',
      category: 'Service',
    });
    const anonymous = await call('sendNotificationToAllUsers', { data: payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error: { status: 'UNAUTHENTICATED' } });

    const denied = await call(
      'sendNotificationToAllUsers',
      { data: payload },
      { cookie: engineer.cookie },
    );
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: {
        status: 'PERMISSION_DENIED',
        message: messages.notifications.adminsOnly,
        details: { requestId: expect.any(String) as string },
      },
    });

    const unknown = await call('nope', { data: {} }, { cookie: admin.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      error: {
        status: 'NOT_FOUND',
        message: messages.notifications.unknownFunction('nope'),
        details: { requestId: expect.any(String) as string },
      },
    });

    for (const data of [
      {},
      { notification: { title: 'x', body: 'y' }, data: { type: 'document' } },
      { ...payload, data: { ...payload.data, type: 'software' } },
      { ...payload, extra: true },
    ]) {
      const invalid = await call('sendNotificationToAllUsers', { data }, { cookie: admin.cookie });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        error: {
          status: 'INVALID_ARGUMENT',
          message: messages.notifications.invalidPayload,
          details: { requestId: expect.any(String) as string },
        },
      });
    }

    // A body without data, and a body that is not {data}, are invalid arguments too.
    for (const body of [{}, []]) {
      const missing = await call('sendNotificationToAllUsers', body, { cookie: admin.cookie });
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ error: { status: string } }>().error.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('pushes the product’s payloads (docs/product.md#notification-payloads) that the device decrypts, and removes expired subscriptions', async () => {
    const live = push.device('live');
    const expired = push.device('expired', 410);
    const broken = push.device('broken', 500);
    await subscribe(engineer, live.subscription);
    // Another browser of the engineer's: one browser (one session) gets one push per event.
    const elsewhere = cookieFrom(await ctx.signIn(engineer.email, engineer.password));
    await subscribe({ ...engineer, cookie: elsewhere }, broken.subscription);
    await subscribe(admin, expired.subscription);
    const before = push.received.length;

    const payload = softwareNotification({ name: 'Firmware', softwareId: 's-1', version: '2.4.1' });
    const response = await call(
      'sendNotificationToAllUsers',
      { data: payload },
      { cookie: admin.cookie },
    );
    expect(response.statusCode).toBe(200);
    // The answer comes once the pushes are queued; the history gets the counts when they are done.
    const { result } = response.json<{ result: SendNotificationResult }>();
    expect(result).toMatchObject({ delivered: 0, failed: 0, removed: 0, finished: false });
    await finishedNotification(ctx, result.notificationId);

    const sent = push.received.slice(before);
    // A push service's passing refusal (500) is tried again, three tries in all.
    expect(sent.filter((p) => p.path === '/push/broken')).toHaveLength(3);
    expect(sent.filter((p) => p.path === '/push/expired')).toHaveLength(1);
    const toLive = sent.find((p) => p.path === '/push/live');
    expect(toLive?.headers['content-encoding']).toBe('aes128gcm');
    expect(toLive?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(Number(toLive?.headers.ttl)).toBeGreaterThan(0);
    expect(live.decrypt(toLive!.body)).toEqual({
      notification: {
        title: messages.notifications.softwareTitle,
        body: messages.notifications.softwareBody('Firmware', '2.4.1'),
      },
      data: { type: 'software', softwareId: 's-1', version: '2.4.1', url: '/software/s-1' },
    });

    expect((await subscriptionsOf(admin.id)).map((s) => s.endpoint)).not.toContain(
      expired.subscription.endpoint,
    );
    // A push service's other failures keep the subscription for next time.
    expect((await subscriptionsOf(engineer.id)).map((s) => s.endpoint)).toContain(
      broken.subscription.endpoint,
    );

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { cookie: admin.cookie },
    });
    const page = history.json<NotificationHistoryPage>();
    expect(page.items[0]).toMatchObject({
      kind: 'broadcast',
      title: messages.notifications.softwareTitle,
      sentBy: { id: admin.id, email: admin.email },
      failed: 1,
      removed: 1,
      finishedAt: expect.any(String) as unknown,
    });
    const forEngineer = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: { cookie: engineer.cookie },
    });
    expect(forEngineer.statusCode).toBe(403);
  });

  it('takes a bearer token as well as the session cookie', async () => {
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: engineer.email, password: engineer.password, issueBearerToken: true },
    });
    const { token } = signIn.json<{ token: string }>();
    expect(token).toMatch(/\./);
    const withoutAsking = await ctx.signIn(engineer.email, engineer.password);
    expect(withoutAsking.json()).not.toHaveProperty('token');

    const test = await call(
      'sendTestNotification',
      { data: null },
      { authorization: `Bearer ${token}` },
    );
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      result: { notificationId: expect.any(String) as unknown },
    });

    const forged = await call(
      'sendTestNotification',
      { data: null },
      { authorization: `Bearer ${token.split('.')[0]}.AAAA` },
    );
    expect(forged.statusCode).toBe(401);
  });
});

describe('a broadcast to 10,000 devices', () => {
  it('answers once the pushes are queued, and the history counts every device when done', async () => {
    const many = await createTestContext({ PUSH_ALLOW_PRIVATE_HOSTS: 'true' });
    const slow = await startPushService();
    try {
      const sender = await many.createUser({ role: 'Admin' });
      const owner = await many.createUser();
      // One device's keys for all: what matters here is how many endpoints there are.
      const { subscription } = slow.device('template');
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        id: `sub-${String(i).padStart(5, '0')}`,
        userId: owner.id,
        endpoint: subscription.endpoint.replace('/template', `/device-${i}`),
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      }));
      for (let i = 0; i < rows.length; i += 1000) {
        await many.database.db.insert(pushSubscriptions).values(rows.slice(i, i + 1000));
      }
      // The push service takes pushes in and answers none until released.
      const release = slow.hold();
      const response = await many.app.inject({
        method: 'POST',
        url: '/api/v1/functions/sendNotificationToAllUsers',
        headers: { cookie: sender.cookie },
        payload: { data: softwareNotification({ name: 'Tool', softwareId: 's-9', version: '9' }) },
      });
      expect(response.statusCode).toBe(200);
      const { result } = response.json<{ result: SendNotificationResult }>();
      expect(result.finished).toBe(false);
      // No push has been answered: the caller did not wait for one.
      expect(slow.received.length).toBeLessThan(rows.length);
      expect(slow.counts.arrived).toBeLessThanOrEqual(100);
      release();
      const done = await finishedNotification(many, result.notificationId, 120_000);
      expect(done).toMatchObject({ delivered: 10_000, failed: 0, removed: 0 });
      expect(new Set(slow.received.map((p) => p.path)).size).toBe(10_000);
    } finally {
      await many.close();
      await slow.close();
    }
  }, 180_000);
});
