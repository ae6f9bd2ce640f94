import { getCookies } from 'better-auth/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createAuth } from './better-auth';
import {
  SESSION_TTL_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
  sessionCookieNames,
} from './session-lifetimes';

// A session is read without better-auth (it loads when first needed): what the reading assumes
// of better-auth's settings must be what better-auth does.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const authAt = (publicUrl: string) =>
  createAuth({
    db: t.database.db,
    secret: 'a-secret-of-at-least-thirty-two-characters',
    publicUrl,
    logger: t.app.log,
    password: { hash: async (p) => p, verify: async () => false },
    findAccountState: async () => undefined,
  });

describe("better-auth's settings as sessions are read", () => {
  it.each(['http://127.0.0.1:3000', 'https://toolbox.example.com'])(
    'names the cookies as better-auth does at %s',
    (publicUrl) => {
      const cookies = getCookies(authAt(publicUrl).options);
      expect(sessionCookieNames(publicUrl)).toEqual({
        sessionToken: cookies.sessionToken.name,
        dontRemember: cookies.dontRememberToken.name,
      });
    },
  );

  it('gives sessions the lifetimes better-auth is configured with', () => {
    const { session } = authAt('http://127.0.0.1:3000').options;
    expect(session?.expiresIn).toBe(SESSION_TTL_SECONDS);
    expect(session?.updateAge).toBe(SESSION_UPDATE_AGE_SECONDS);
  });
});
