import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../src/modules/users/users.repository';
import { cookieFrom, createTestContext, type TestContext } from './helpers';

/**
 * docs/product.md#sec-role-matrix: every route × {anonymous, engineer, admin, no role, disabled},
 * generated from the route table, so a route added later is covered without touching this file.
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

const sessions = new Map<Caller, string>();

/**
 * The caller's session, signed in once (scrypt is slow on purpose) and again after any auth
 * route, since one such as sign-out may end the session it is given.
 */
async function cookieFor(caller: Caller, url: string): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'disabled') return disabledCookie;
  if (url.startsWith('/api/v1/auth/')) sessions.delete(caller);
  const known = sessions.get(caller);
  if (known) return known;
  const { email, password } = accounts[caller]!;
  const cookie = cookieFrom(await t.signIn(email, password));
  sessions.set(caller, cookie);
  return cookie;
}

function expected(access: string, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous' || caller === 'disabled') return 401;
  if (access === 'admin' && caller === 'engineer') return 403;
  return 'allowed';
}

/** Routes whose answer never ends (Server-Sent Events): only their status is read, over HTTP. */
const STREAMING_ROUTES = new Set(['/api/v1/events']);

async function statusOf(
  route: { method: string; url: string },
  cookie: string | undefined,
): Promise<number> {
  if (STREAMING_ROUTES.has(route.url)) {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 }).catch(() => null);
    const base = address ?? `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const abort = new AbortController();
    const response = await fetch(`${base}${route.url}`, {
      headers: cookie ? { cookie } : {},
      signal: abort.signal,
    });
    abort.abort();
    return response.status;
  }
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:[A-Za-z]+/g, 'no-such-id'),
    headers: cookie ? { cookie } : {},
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
  return response.statusCode;
}

describe('role matrix', () => {
  it('covers every /api route, each with a declared access level', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(4);
    for (const route of t.app.routeAccess)
      expect(['public', 'user', 'admin']).toContain(route.access);
  });

  it('lets an engineer change only their own profile, password, devices and records (issue #7)', () => {
    const writes = t.app.routeAccess
      .filter((route) => route.access === 'user' && route.method !== 'GET')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(writes).toEqual(
      [
        // Their own session, profile and password.
        'POST /api/v1/auth/sign-out',
        'POST /api/v1/auth/access-denied',
        'PATCH /api/v1/auth/profile',
        'POST /api/v1/auth/change-password',
        // Replacing a temporary password an administrator set (issue #17 item 1).
        'POST /api/v1/auth/choose-password',
        // Their own two-factor sign-in (decision 030).
        'POST /api/v1/auth/two-factor/setup',
        'POST /api/v1/auth/two-factor/enable',
        'POST /api/v1/auth/two-factor/disable',
        'POST /api/v1/auth/two-factor/recovery-codes',
        // This device's push subscription.
        'POST /api/v1/push/subscription',
        'PATCH /api/v1/push/subscription',
        'DELETE /api/v1/push/subscription',
        // Their download and view records, their answer to a guide, and what they have read.
        'POST /api/v1/documents/:id/downloaded',
        'PUT /api/v1/documents/:id/acknowledgement',
        'POST /api/v1/activity',
        'POST /api/v1/machines/:machineId/guides/:guideId/feedback',
        // Callable functions check the role per function (sendNotificationToAllUsers: admins).
        'POST /api/v1/functions/:name',
      ].sort(),
    );
  });

  it('answers every route for every caller as its access level says', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess) {
      for (const caller of callers) {
        const cookie = await cookieFor(caller, route.url);
        const status = await statusOf(route, cookie);
        const want = expected(route.access, caller);
        const ok = want === 'allowed' ? status !== 401 && status !== 403 : status === want;
        if (!ok || status >= 500) {
          failures.push(`${route.method} ${route.url} as ${caller}: ${status}, expected ${want}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The route table keeps growing.
  }, 240_000);
});
