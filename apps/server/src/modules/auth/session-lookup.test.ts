import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { SESSION_TTL_SECONDS } from './session-lifetimes';

// Issue #19 item 1: an authenticated request pays one query for its session and account.
let t: TestContext;
const queries: string[] = [];
const sessionReads = () => queries.filter((q) => /^select\b/i.test(q) && /"sessions"/.test(q));
const userReads = () =>
  queries.filter((q) => /^select\b/i.test(q) && /from "users"/.test(q) && !/"sessions"/.test(q));

beforeAll(async () => {
  t = await createTestContext({}, { onQuery: (sql) => queries.push(sql) });
});
afterAll(() => t.close());
beforeEach(() => {
  queries.length = 0;
});

const whoAmI = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers });

describe('the session behind a request', () => {
  it('is read with its account in one query, remembered or not', async () => {
    for (const rememberMe of [false, true]) {
      const user = await t.createUser();
      const signIn = await t.signIn(user.email, user.password, rememberMe);
      const cookie = [signIn.headers['set-cookie']]
        .flat()
        .map((c) => String(c).split(';')[0])
        .join('; ');
      queries.length = 0;
      const response = await whoAmI({ cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { email: user.email } });
      expect(sessionReads()).toHaveLength(1);
      expect(userReads()).toHaveLength(0);
    }
  });

  it('is read in one query for a bearer token too', async () => {
    const user = await t.createUser();
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: {
        email: user.email,
        password: user.password,
        rememberMe: true,
        issueBearerToken: true,
      },
    });
    const token = signIn.json<{ token: string }>().token;
    expect(token).toContain('.');
    queries.length = 0;
    const response = await whoAmI({ authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(sessionReads()).toHaveLength(1);
  });

  it('refuses a cookie whose signature does not hold, without a session', async () => {
    const user = await t.createUser();
    const [name, value] = user.cookie.split('=') as [string, string];
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(`${decoded.split('.')[0]}.${'A'.repeat(43)}=`)}`;
    expect((await whoAmI({ cookie: forged })).statusCode).toBe(401);
    expect((await whoAmI({ cookie: `${name}=${decoded.split('.')[0]}` })).statusCode).toBe(401);
  });

  it('extends a remembered session a day old, as better-auth does', async () => {
    const user = await t.createUser();
    const signIn = await t.signIn(user.email, user.password, true);
    const cookie = String([signIn.headers['set-cookie']].flat()[0]).split(';')[0]!;
    // Issued two days ago: better-auth extends it by SESSION_TTL_SECONDS from now.
    const twoDaysOld = new Date(Date.now() + (SESSION_TTL_SECONDS - 2 * 86_400) * 1000);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: twoDaysOld })
      .where(eq(sessions.userId, user.id));
    const response = await whoAmI({ cookie });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/toolbox\.session_token=.*Max-Age=/);
    const rows = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const latest = Math.max(...rows.map((r) => r.expiresAt.getTime()));
    expect(latest).toBeGreaterThan(twoDaysOld.getTime() + 86_400_000);
  });

  it('refuses an expired session and forgets it', async () => {
    const user = await t.createUser();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await whoAmI({ cookie: user.cookie })).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });
});
