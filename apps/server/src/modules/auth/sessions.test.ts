import { API_ERROR_CODES } from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
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
