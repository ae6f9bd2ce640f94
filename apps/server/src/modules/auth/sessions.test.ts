import { API_ERROR_CODES, messages, SESSION_TIMEOUT_MS } from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema';
import { serverSweeps } from '../../sweeps';
import { REVOKED_SESSION_KEEP_MS } from './auth.service';
import { hashSessionToken } from './hashed-session-tokens';
import { createTestContext, type TestContext } from '../../../test/helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_URL: 'https://toolbox.example.com' });
});
afterAll(() => t.close());

const setCookies = (raw: string | string[] | undefined) =>
  Array.isArray(raw) ? raw : raw ? [raw] : [];

describe('session cookies over https', () => {
  it('clears the __Secure- cookie with Secure and the Path and SameSite it was set with', async () => {
    const user = await t.createUser();
    const signIn = await t.signIn(user.email, user.password);
    const set = setCookies(signIn.headers['set-cookie']).find((c) =>
      c.startsWith('__Secure-toolbox.session_token='),
    );
    expect(set).toBeDefined();
    const cookie = set!.split(';')[0]!;
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    // The last Set-Cookie of a name is the one the browser keeps.
    const cleared = setCookies(signOut.headers['set-cookie']).findLast((c) =>
      c.startsWith('__Secure-toolbox.session_token='),
    );
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/;\s*Secure/i);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/;\s*Path=\//i);
    expect(cleared).toMatch(/;\s*SameSite=Lax/i);
    expect(cleared).toMatch(/;\s*HttpOnly/i);
  });

  it('clears the cookie of a revoked session with Secure too', async () => {
    const user = await t.createUser();
    await t.database.db
      .update(sessions)
      .set({ revokedReason: API_ERROR_CODES.accountDisabled })
      .where(eq(sessions.userId, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode).toBe(401);
    const cleared = setCookies(response.headers['set-cookie']).findLast((c) =>
      c.startsWith('__Secure-toolbox.session_token='),
    );
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(cleared).toMatch(/;\s*Secure/i);
    expect(cleared).toMatch(/;\s*Path=\//i);
    expect(cleared).toMatch(/;\s*SameSite=Lax/i);
  });
});

const sessionRows = (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

const sessionSweep = () => {
  const sweep = serverSweeps(t.services).find((s) => s.name === 'expired sessions');
  if (!sweep) throw new Error('no expired-sessions sweep');
  return sweep;
};

describe('revoked and expired sessions are deleted', () => {
  it('deletes the session row at sign-out', async () => {
    const user = await t.createUser();
    expect(await sessionRows(user.id)).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(await sessionRows(user.id)).toHaveLength(0);
  });

  it('sweeps sessions past their expiry and leaves live ones', async () => {
    const expired = await t.createUser();
    const live = await t.createUser();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    expect(await sessionSweep().run()).toBeGreaterThanOrEqual(1);
    expect(await sessionRows(expired.id)).toHaveLength(0);
    expect(await sessionRows(live.id)).toHaveLength(1);
  });

  it('keeps a revoked session an hour to tell why, then sweeps it', async () => {
    const user = await t.createUser();
    await t.database.db
      .update(sessions)
      .set({ revokedReason: API_ERROR_CODES.accountInactive })
      .where(eq(sessions.userId, user.id));
    await sessionSweep().run();
    // Within the hour every request still hears the reason.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: user.cookie },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: API_ERROR_CODES.accountInactive });
    expect(await sessionRows(user.id)).toHaveLength(1);
    await t.database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - REVOKED_SESSION_KEEP_MS - 1000) })
      .where(eq(sessions.userId, user.id));
    await sessionSweep().run();
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});

describe('the server ends an idle portal session (docs/product.md#sec-session-idle)', () => {
  const MINUTE_MS = 60_000;
  const start = Date.now();
  // The server's clock moves; the database's rows stay as they were written.
  const at = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + ms);
  };
  afterEach(() => {
    vi.useRealTimers();
  });
  const get = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

  it('refuses an administrator session unused for 30 minutes and deletes it', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    at(SESSION_TIMEOUT_MS + MINUTE_MS);
    const refused = await get(admin.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: messages.login.sessionExpired });
    expect(await sessionRows(admin.id)).toHaveLength(0);
  });

  it('restarts the 30 minutes with every request', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    at(20 * MINUTE_MS);
    expect((await get(admin.cookie)).statusCode).toBe(200);
    at(40 * MINUTE_MS);
    expect((await get(admin.cookie)).statusCode).toBe(200);
  });

  it("keeps an engineer's longer toolbox session", async () => {
    const engineer = await t.createUser({ role: 'Engineer' });
    at(5 * 60 * MINUTE_MS);
    expect((await get(engineer.cookie)).statusCode).toBe(200);
  });
});

describe('session tokens are stored as their SHA-256 (docs/product.md#sec-session-tokens)', () => {
  it('keeps no live token in the database, and the session still works', async () => {
    const user = await t.createUser();
    const token = decodeURIComponent(user.cookie.split('=')[1]!).split('.')[0]!;
    const [row] = await sessionRows(user.id);
    expect(row!.token).not.toBe(token);
    expect(row!.token).toBe(hashSessionToken(token));
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(200);
    // A cookie made from the stored value is no session.
    const [name] = user.cookie.split('=');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: `${name}=${row!.token}` },
    });
    expect(forged.statusCode).toBe(401);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(await sessionRows(user.id)).toHaveLength(0);
  });
});
