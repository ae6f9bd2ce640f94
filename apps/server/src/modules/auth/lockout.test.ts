import { messages } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/helpers';

/**
 * docs/product.md#sec-lockout and #sec-limiter: the lockout, and the ways it must not be dodged.
 */
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ LOCKOUT_MAX_FAILURES_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const attempt = (
  email: string,
  password: string,
  options: { url?: string; headers?: Record<string, string>; extra?: object; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/v1/auth/sign-in',
    headers: options.headers ?? {},
    remoteAddress: options.ip ?? '127.0.0.1',
    payload: { email, password, ...options.extra },
  });

async function fail(user: { email: string }, times: number, ip?: string) {
  for (let i = 0; i < times; i++) {
    const response = await attempt(user.email, `wrong-${i}`, ip ? { ip } : {});
    expect(response.statusCode).toBe(401);
  }
}

const tooMany = {
  code: 'too-many-requests',
  message: messages.login.tooManyAttempts,
  requestId: expect.any(String) as string,
};

describe('lockout', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.createUser();
  });

  it('refuses the 11th failure in 15 minutes with 429, and then the right password too', async () => {
    await fail(user, 10);
    const eleventh = await attempt(user.email, 'wrong-again');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(tooMany);
    const right = await attempt(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['set-cookie']).toBeUndefined();
  });

  it('is not dodged by path case, a trailing slash, extra fields, another address header or email case', async () => {
    const tries = [
      attempt(user.email, user.password, { url: '/API/V1/AUTH/SIGN-IN' }),
      attempt(user.email, user.password, { url: '/api/v1/auth/sign-in/' }),
      attempt(user.email, user.password, {
        extra: { rememberMe: true, ip: '10.9.9.9', admin: true },
      }),
      attempt(user.email, user.password, {
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.7' },
      }),
      attempt(user.email.toUpperCase(), user.password),
      attempt(` ${user.email} `, user.password, { ip: '192.0.2.44' }),
    ];
    for (const response of await Promise.all(tries)) {
      expect(response.statusCode).toBe(429);
    }
  });

  it('writes the lockout to the audit log', async () => {
    const entries = await t.services.audit.list({ action: 'auth.lockout' });
    expect(entries.some((e) => e.actorEmail === user.email)).toBe(true);
  });

  it('is temporary: once the window has passed, the right password works again', async () => {
    await t.database.db.execute(
      sql`update sign_in_failures set at = at - interval '16 minutes' where account_key = ${user.email}`,
    );
    const response = await attempt(user.email, user.password);
    expect(response.statusCode).toBe(200);
  });

  it('treats an unknown email the same way', async () => {
    const ghost = { email: 'ghost@example.com' };
    await fail(ghost, 10);
    const response = await attempt(ghost.email, 'anything');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(tooMany);
  });

  it('forgets failures after a successful sign-in', async () => {
    const other = await t.createUser();
    await fail(other, 9);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
    await fail(other, 9);
    expect((await attempt(other.email, other.password)).statusCode).toBe(200);
  });
});

describe('lockout under a burst', () => {
  it('checks at most 10 passwords of a burst of 40 parallel guesses', async () => {
    const target = await t.createUser();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt(target.email, `parallel-${i}`)),
    );
    const checked = responses.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(responses.filter((r) => r.statusCode === 429).length).toBe(40 - checked);
  });
});

describe('lockout per client address', () => {
  it('locks an address that fails across many accounts', async () => {
    const strict = await createTestContext({ LOCKOUT_MAX_FAILURES_PER_ADDRESS: '5' });
    try {
      const victim = await strict.createUser();
      const from = (ip: string, email: string, password: string) =>
        strict.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          remoteAddress: ip,
          payload: { email, password },
        });
      for (let i = 0; i < 5; i++) {
        expect((await from('198.51.100.9', `spray${i}@example.com`, 'x')).statusCode).toBe(401);
      }
      expect((await from('198.51.100.9', victim.email, victim.password)).statusCode).toBe(429);
      // No proxy is configured, so a forged forwarding header does not make it another address.
      const forged = await strict.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        payload: { email: victim.email, password: victim.password },
      });
      expect(forged.statusCode).toBe(429);
      // Another address is not affected.
      expect((await from('198.51.100.10', victim.email, victim.password)).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('change password shares the sign-in budget', () => {
  const change = (user: TestUser, currentPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie: user.cookie },
      remoteAddress: '127.0.0.1',
      payload: { currentPassword, newPassword: 'Another-password-7' },
    });

  it('locks after 10 wrong current passwords: 429, Retry-After, the right one refused, audited', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++) {
      const wrong = await change(user, `wrong-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'wrong-password' });
    }
    const eleventh = await change(user, 'wrong-again');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(tooMany);
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const right = await change(user, user.password);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    // The budget is the account's: sign-in is locked too, and the password did not change.
    expect((await attempt(user.email, user.password)).statusCode).toBe(429);
    expect((await attempt(user.email, 'Another-password-7')).statusCode).toBe(429);
    const entries = await t.services.audit.list({ action: 'auth.lockout' });
    expect(entries.some((e) => e.actorEmail === user.email)).toBe(true);

    await t.database.db.execute(
      sql`update sign_in_failures set at = at - interval '16 minutes' where account_key = ${user.email}`,
    );
    expect((await change(user, user.password)).statusCode).toBe(204);
  });

  it('counts sign-in failures and wrong current passwords together', async () => {
    const user = await t.createUser();
    await fail(user, 5);
    for (let i = 0; i < 5; i++) expect((await change(user, `wrong-${i}`)).statusCode).toBe(400);
    const locked = await change(user, user.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(tooMany);
    expect((await attempt(user.email, user.password)).statusCode).toBe(429);
  });

  it('sends Retry-After with the sign-in lockout as well', async () => {
    const user = await t.createUser();
    await fail(user, 10);
    const locked = await attempt(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
