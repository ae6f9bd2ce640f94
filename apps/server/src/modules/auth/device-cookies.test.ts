import { API_ERROR_CODES, AUDIT_ACTIONS, messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestAdmin,
  injectAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { DEVICE_COOKIE, DeviceCookies, readCookie } from './device-cookies';

/**
 * docs/product.md#sec-lockout-weapon and decision 019: the lockout stops guessing without locking
 * out the account's owner.
 */
let t: TestContext;
let admin: TestUser;
const NAT = '198.51.100.20';

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({}, { LOCKOUT_MAX_FAILURES_PER_ADDRESS: '15' }));
});
afterAll(() => t.close());

const signIn = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.cookie ? { cookie: options.cookie } : {},
    payload: { email, password },
  });

/** The device cookie a browser keeps after signing in to `user`. */
async function deviceOf(user: TestUser, ip = '127.0.0.1'): Promise<string> {
  const response = await signIn(user.email, user.password, { ip });
  expect(response.statusCode).toBe(200);
  const device = readCookie(cookieFrom(response), DEVICE_COOKIE);
  expect(device).toBeTruthy();
  return `${DEVICE_COOKIE}=${device}`;
}

let strangers = 0;
/** `times` wrong guesses at `email`, from an address of their own. */
async function strangersFail(email: string, times: number) {
  strangers += 1;
  const ip = `203.0.113.${strangers}`;
  for (let i = 0; i < times; i++) {
    expect((await signIn(email, `guess-${i}`, { ip })).statusCode).toBe(401);
  }
}

function expectLocked(response: Awaited<ReturnType<typeof signIn>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: 'too-many-requests',
    message: messages.login.tooManyAttempts,
    requestId: expect.any(String) as string,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a browser that signed in before', () => {
  it('keeps signing in while strangers have locked the account; a new browser does not', async () => {
    const owner = await t.createUser();
    const device = await deviceOf(owner);
    await strangersFail(owner.email, 10);
    expectLocked(await signIn(owner.email, 'guess-again'));
    expectLocked(await signIn(owner.email, owner.password));
    const trusted = await signIn(owner.email, owner.password, { cookie: device });
    expect(trusted.statusCode).toBe(200);
    // The owner's sign-in does not lift the strangers' lock.
    expectLocked(await signIn(owner.email, owner.password));
  });

  it('is trusted for its own account only, and not with a forged or altered cookie', async () => {
    const victim = await t.createUser();
    const attacker = await t.createUser();
    const attackersDevice = await deviceOf(attacker);
    await strangersFail(victim.email, 10);
    expectLocked(await signIn(victim.email, victim.password, { cookie: attackersDevice }));
    const [id, mac] = attackersDevice.split('=')[1]!.split('.') as [string, string];
    const altered = `${DEVICE_COOKIE}=${id}.${mac.slice(0, -2)}AA`;
    expectLocked(await signIn(victim.email, victim.password, { cookie: altered }));
    const forged = new DeviceCookies('not-the-server-secret', false).issue(undefined, victim.email);
    expectLocked(await signIn(victim.email, victim.password, { cookie: forged.split(';')[0] }));
  });

  it('has a budget of its own: its own failures lock it, the right password included', async () => {
    const owner = await t.createUser();
    const device = await deviceOf(owner);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(owner.email, `typo-${i}`, { cookie: device })).statusCode).toBe(401);
    }
    expectLocked(await signIn(owner.email, owner.password, { cookie: device }));
    // Its failures are its own: a stranger's count for the account is untouched.
    expect((await signIn(owner.email, owner.password, { ip: '192.0.2.77' })).statusCode).toBe(200);
  });

  it('keeps signing in behind an office address that strangers have locked', async () => {
    const colleague = await t.createUser();
    const device = await deviceOf(colleague, NAT);
    for (let i = 0; i < 15; i++) {
      const response = await signIn(`nobody-${i}@example.com`, 'guess', { ip: NAT });
      expect(response.statusCode).toBe(401);
    }
    expectLocked(await signIn(colleague.email, colleague.password, { ip: NAT }));
    const trusted = await signIn(colleague.email, colleague.password, { ip: NAT, cookie: device });
    expect(trusted.statusCode).toBe(200);
  });

  it('remembers several accounts on one shared phone', async () => {
    const first = await t.createUser();
    const second = await t.createUser();
    const one = await deviceOf(first);
    const both = await signIn(second.email, second.password, { cookie: one });
    const shared = `${DEVICE_COOKIE}=${readCookie(cookieFrom(both), DEVICE_COOKIE)}`;
    await strangersFail(first.email, 10);
    await strangersFail(second.email, 10);
    expect((await signIn(first.email, first.password, { cookie: shared })).statusCode).toBe(200);
    expect((await signIn(second.email, second.password, { cookie: shared })).statusCode).toBe(200);
  });

  it('is HttpOnly, SameSite=Strict and scoped to the auth routes', async () => {
    const user = await t.createUser();
    const response = await signIn(user.email, user.password);
    const raw = [response.headers['set-cookie']].flat().find((c) => c?.startsWith(DEVICE_COOKIE));
    expect(raw).toMatch(/; Path=\/api\/v1\/auth; Max-Age=31536000; HttpOnly; SameSite=Strict$/);
    expect(new DeviceCookies('secret', true).issue(undefined, user.email)).toMatch(/; Secure$/);
  });
});

describe('an administrator unlocks an account', () => {
  it('sees the lock on the user, lifts it, and the lift is audited', async () => {
    const user = await t.createUser();
    const lockPath = `/api/v1/users/${user.id}/sign-in-lock`;
    const before = await injectAs(t, admin, 'GET', lockPath);
    expect(before.json()).toEqual({ locked: false, failures: 0, retryAfterSeconds: null });

    await strangersFail(user.email, 10);
    const locked = await injectAs(t, admin, 'GET', lockPath);
    expect(locked.json()).toMatchObject({ locked: true, failures: 10 });
    expect(locked.json<{ retryAfterSeconds: number }>().retryAfterSeconds).toBeGreaterThan(800);
    expectLocked(await signIn(user.email, user.password));

    const unlocked = await injectAs(t, admin, 'DELETE', lockPath);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ locked: false, failures: 0, retryAfterSeconds: null });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    const entries = await t.services.audit.list({ action: AUDIT_ACTIONS.userSignInUnlocked });
    expect(entries.find((e) => e.targetId === user.id)).toMatchObject({
      actorEmail: admin.email,
      details: { email: user.email, failuresCleared: 10 },
    });
  });

  it('is for administrators only, and names an existing user', async () => {
    const engineer = await t.createUser();
    const path = `/api/v1/users/${admin.id}/sign-in-lock`;
    expect((await injectAs(t, engineer, 'GET', path)).statusCode).toBe(403);
    expect((await injectAs(t, engineer, 'DELETE', path)).statusCode).toBe(403);
    const missing = await injectAs(t, admin, 'DELETE', '/api/v1/users/no-such-user/sign-in-lock');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(messages.user.notFound);
  });
});

describe('every 429', () => {
  it("of a route's own limit carries Retry-After and the product's message", async () => {
    let last = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    for (let i = 0; i < 11; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        remoteAddress: '192.0.2.200',
        payload: { email: `someone-${i}@example.com` },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      code: API_ERROR_CODES.rateLimited,
      message: messages.request.tooManyRequests,
      requestId: expect.any(String) as string,
    });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
