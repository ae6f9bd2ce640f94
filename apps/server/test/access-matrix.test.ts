import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../src/modules/users/users.repository';
import { cookieFrom, createTestContext, type TestContext } from './helpers';

/**
 * SECURITY.md item 10: every route × {anonymous, engineer, admin, no role, disabled}, generated
 * from the route table, so a route added later is covered without touching this file.
 */
let t: TestContext;
const accounts: Record<string, { email: string; password: string }> = {};
let disabledCookie = '';

beforeAll(async () => {
  t = await createTestContext();
  for (const [name, role] of [
    ['admin', 'Admin'],
    ['lowercaseAdmin', 'admin'],
    ['engineer', 'Engineer'],
    ['noRole', null],
  ] as const) {
    const user = await t.createUser({ role });
    accounts[name] = { email: user.email, password: user.password };
  }
  const disabled = await t.createUser({ role: 'Admin' });
  await new UsersRepository(t.database.db).update(disabled.id, {
    disabled: true,
    status: 'inactive',
  });
  disabledCookie = disabled.cookie;
});
afterAll(() => t.close());

type Caller = 'anonymous' | 'admin' | 'lowercaseAdmin' | 'engineer' | 'noRole' | 'disabled';
const callers: Caller[] = [
  'anonymous',
  'admin',
  'lowercaseAdmin',
  'engineer',
  'noRole',
  'disabled',
];

async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'disabled') return disabledCookie;
  // A fresh session per call: a route such as sign-out may end the one it is given.
  const { email, password } = accounts[caller]!;
  return cookieFrom(await t.signIn(email, password));
}

function expected(access: string, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous' || caller === 'disabled') return 401;
  if (access === 'admin' && caller === 'engineer') return 403;
  return 'allowed';
}

describe('role matrix', () => {
  it('covers every /api route, each with a declared access level', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(4);
    for (const route of t.app.routeAccess)
      expect(['public', 'user', 'admin']).toContain(route.access);
  });

  it('answers every route for every caller as its access level says', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess) {
      for (const caller of callers) {
        const cookie = await cookieFor(caller);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, 'no-such-id'),
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const want = expected(route.access, caller);
        const ok =
          want === 'allowed'
            ? response.statusCode !== 401 && response.statusCode !== 403
            : response.statusCode === want;
        if (!ok || response.statusCode >= 500) {
          failures.push(
            `${route.method} ${route.url} as ${caller}: ${response.statusCode}, expected ${want}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // Every call signs in afresh (scrypt on purpose), and the route table keeps growing.
  }, 240_000);
});
