import crypto from 'node:crypto';
import { softwareNotification } from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import {
  cookieFrom,
  createTestContext,
  finishedNotification,
  injectAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { startPushService, type FakeDevice } from '../../../test/push-service';

/**
 * Issue #17 item 14, the server's half: a push subscription belongs to the session it was made
 * in. Signing out forgets it; one browser signed in to both apps (one session, two service
 * workers) gets one push per event; nobody who may not sign in gets any.
 */
type PushService = Awaited<ReturnType<typeof startPushService>>;
let t: TestContext;
let push: PushService;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext({ PUSH_ALLOW_PRIVATE_HOSTS: 'true' });
  push = await startPushService();
  admin = await t.createUser({ role: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const subscribe = (user: TestUser, device: FakeDevice, method: 'POST' | 'PATCH' = 'POST') =>
  injectAs(t, user, method, '/api/v1/push/subscription', {
    subscription: device.subscription,
    deviceInfo: { platform: 'Linux x86_64', userAgent: 'Test/1.0' },
  });

/** The paths of the push service that an announcement reached. */
async function announce(): Promise<string[]> {
  const before = push.received.length;
  const response = await injectAs(
    t,
    admin,
    'POST',
    '/api/v1/functions/sendNotificationToAllUsers',
    {
      data: softwareNotification({ name: 'Firmware', softwareId: 's-1', version: '1.0' }),
    },
  );
  expect(response.statusCode).toBe(200);
  const { result } = response.json<{ result: { notificationId: string } }>();
  await finishedNotification(t, result.notificationId);
  return push.received.slice(before).map((p) => p.path);
}

/** A second browser of the same person: a session of its own. */
async function anotherBrowser(user: TestUser): Promise<TestUser> {
  return { ...user, cookie: cookieFrom(await t.signIn(user.email, user.password)) };
}

describe('push subscriptions and sessions', () => {
  it('sends one push to a browser signed in to both apps: to the app subscribed last', async () => {
    const person = await t.createUser({ role: 'Admin' });
    const portal = push.device('both-portal');
    const toolbox = push.device('both-toolbox');
    await subscribe(person, portal);
    await subscribe(person, toolbox);

    expect((await announce()).filter((p) => p.startsWith('/push/both-'))).toEqual([
      '/push/both-toolbox',
    ]);
    // The portal refreshes its subscription (a new sign-in there): now it is the one.
    expect((await subscribe(person, portal, 'PATCH')).statusCode).toBe(200);
    expect((await announce()).filter((p) => p.startsWith('/push/both-'))).toEqual([
      '/push/both-portal',
    ]);
  });

  it('sends to each browser of the same person, and forgets one browser’s at its sign-out', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    const laptop = await anotherBrowser(person);
    const phoneDevice = push.device('phone');
    const laptopDevice = push.device('laptop');
    await subscribe(person, phoneDevice);
    await subscribe(laptop, laptopDevice);
    expect((await announce()).filter((p) => /phone|laptop/.test(p)).sort()).toEqual([
      '/push/laptop',
      '/push/phone',
    ]);

    const signOut = await injectAs(t, person, 'POST', '/api/v1/auth/sign-out');
    expect(signOut.statusCode).toBe(204);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, person.id));
    expect(left).toEqual([{ endpoint: laptopDevice.subscription.endpoint }]);
    expect((await announce()).filter((p) => /phone|laptop/.test(p))).toEqual(['/push/laptop']);
  });

  it('sends nothing to a deactivated user, though their refused sessions are kept an hour', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    await subscribe(person, push.device('deactivated'));
    expect(await announce()).toContain('/push/deactivated');
    await injectAs(t, admin, 'POST', `/api/v1/users/${person.id}/deactivate`);
    expect(await announce()).not.toContain('/push/deactivated');
  });

  it('still reaches a subscription made before subscriptions had sessions', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    const old = push.device('before-sessions');
    await t.database.db.insert(pushSubscriptions).values({
      id: crypto.randomUUID(),
      userId: person.id,
      endpoint: old.subscription.endpoint,
      p256dh: old.subscription.keys.p256dh,
      auth: old.subscription.keys.auth,
    });
    expect(await announce()).toContain('/push/before-sessions');
  });
});

describe('what a shared device keeps of an answer', () => {
  it('answers the API with no-store, and a sign-out clears the browser’s HTTP cache', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    const list = await injectAs(t, person, 'GET', '/api/v1/software');
    expect(list.headers['cache-control']).toBe('no-store');
    const signOut = await injectAs(t, person, 'POST', '/api/v1/auth/sign-out');
    expect(signOut.headers['clear-site-data']).toBe('"cache"');
  });
});
