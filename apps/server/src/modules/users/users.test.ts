import { messages, type Page, type User } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/helpers';
import { createTestAdmin, createTestContext } from '../../../test/helpers';
import { UsersRepository } from './users.repository';

let t: TestContext, admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({ displayName: 'Ada Admin' }));
});
afterAll(() => t.close());

const as = (user: TestUser) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } }),
  send: (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object = {}) =>
    t.app.inject({ method, url, payload, headers: { cookie: user.cookie } }),
});

const create = (payload: object) => as(admin).send('POST', '/api/v1/users', payload);
const newUser = (overrides: object = {}) => ({
  email: `person-${Math.random().toString(36).slice(2, 8)}@example.com`,
  displayName: 'Pat Person',
  role: 'Engineer',
  password: 'a-fine-password',
  ...overrides,
});

describe('creating users', () => {
  it('creates an account keyed by its id, without ever returning the password', async () => {
    const response = await create(newUser({ email: '  New.Person@Example.com ', team: 'North' }));
    expect(response.statusCode).toBe(201);
    const { user } = response.json<{ user: User }>();
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      role: 'Engineer',
      team: 'North',
      status: 'active',
      disabled: false,
    });
    expect(response.body).not.toContain('a-fine-password');
    const audit = await t.services.audit.list({ targetId: user.id, action: 'user.created' });
    expect(audit[0]).toMatchObject({ actorId: admin.id });
  });

  it.each([
    [{ email: '' }, 'email', messages.user.emailRequired],
    [{ email: 'not-an-email' }, 'email', messages.user.emailInvalid],
    [{ displayName: ' ' }, 'displayName', messages.user.displayNameRequired],
    [{ role: '' }, 'role', messages.user.roleRequired],
  ])(
    'refuses %j with the product’s message (docs/product.md#user-validation) on the field',
    async (override, field, message) => {
      const response = await create(newUser(override));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ details: Record<string, string[]> }>().details[field]).toEqual([
        message,
      ]);
    },
  );

  it('refuses a second account with the same email, in any case', async () => {
    await create(newUser({ email: 'twin@example.com' }));
    const response = await create(newUser({ email: 'TWIN@example.com' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'aborted',
      message: messages.user.emailTaken,
      requestId: expect.any(String) as string,
    });
  });
});

describe('listing users', () => {
  beforeAll(async () => {
    for (const [name, role, team] of [
      ['Zoe 100% Match', 'Engineer', 'South'],
      ['Yann', 'engineer', 'South'],
      ['Xena', 'Costax', null],
    ] as const) {
      await create(newUser({ displayName: name, role, team }));
    }
  });

  it('lists newest first, paginated, with the total', async () => {
    const first = (await as(admin).get('/api/v1/users?pageSize=2')).json<Page<User>>();
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.displayName).toBe('Xena');
    expect(first.items[1]!.displayName).toBe('Yann');
    const second = (await as(admin).get('/api/v1/users?pageSize=2&page=2')).json<Page<User>>();
    expect(second.items[0]!.displayName).toBe('Zoe 100% Match');
    expect(first.total).toBe(second.total);
  });

  it('searches email and name, taking % literally', async () => {
    const hit = (await as(admin).get('/api/v1/users?search=100%25')).json<Page<User>>();
    expect(hit.items.map((u) => u.displayName)).toEqual(['Zoe 100% Match']);
    const none = (await as(admin).get('/api/v1/users?search=%25%25%25x')).json<Page<User>>();
    expect(none.total).toBe(0);
  });

  it('filters by role (any case), team and status, and sorts', async () => {
    const engineers = (await as(admin).get('/api/v1/users?role=ENGINEER&team=South')).json<
      Page<User>
    >();
    expect(engineers.items.map((u) => u.displayName).sort()).toEqual(['Yann', 'Zoe 100% Match']);
    const byName = (
      await as(admin).get('/api/v1/users?sort=displayName&order=asc&pageSize=100')
    ).json<Page<User>>();
    const names = byName.items.map((u) => u.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const facets = (await as(admin).get('/api/v1/users/facets')).json<{
      roles: string[];
      teams: string[];
    }>();
    expect(facets.roles).toEqual(
      expect.arrayContaining(['Admin', 'Costax', 'Engineer', 'engineer']),
    );
    expect(facets.teams).toEqual(['North', 'South']);
  });

  it('refuses a page size over 100', async () => {
    expect((await as(admin).get('/api/v1/users?pageSize=1000')).statusCode).toBe(400);
  });
});

describe('one user', () => {
  it('shows the profile with last activity and push state, never the push token', async () => {
    const user = await t.createUser();
    await new UsersRepository(t.database.db).update(user.id, {
      fcmToken: 'https://push.example.com/secret-endpoint',
      tokenLastUpdated: new Date('2026-01-02T03:04:05Z'),
      deviceInfo: { platform: 'Linux', userAgent: 'Test', lastActive: '2026-01-02T03:04:05Z' },
    });
    const response = await as(admin).get(`/api/v1/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: {
        id: user.id,
        pushEnabled: true,
        tokenLastUpdated: '2026-01-02T03:04:05.000Z',
        deviceInfo: { platform: 'Linux', userAgent: 'Test' },
        lastActiveAt: expect.any(String) as unknown,
      },
    });
    expect(response.body).not.toContain('secret-endpoint');
  });

  it('is 404 with the product’s message (docs/product.md#data-errors) for an unknown id', async () => {
    const response = await as(admin).get('/api/v1/users/no-such-user');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not-found',
      message: messages.user.notFound,
      requestId: expect.any(String) as string,
    });
  });
});

describe('changing users', () => {
  it('merges the given fields, keeps the rest, and audits before and after', async () => {
    const { user } = (await create(newUser({ team: 'East' }))).json<{ user: User }>();
    const response = await as(admin).send('PATCH', `/api/v1/users/${user.id}`, {
      displayName: 'Renamed',
    });
    expect(response.json()).toMatchObject({
      user: { displayName: 'Renamed', team: 'East', role: 'Engineer' },
    });
    const [entry] = await t.services.audit.list({ targetId: user.id, action: 'user.updated' });
    expect(entry!.details).toMatchObject({
      before: { displayName: 'Pat Person' },
      after: { displayName: 'Renamed' },
    });
  });

  it('re-checks a changed email and keeps it unique', async () => {
    const { user } = (await create(newUser())).json<{ user: User }>();
    const bad = await as(admin).send('PATCH', `/api/v1/users/${user.id}`, { email: 'nope' });
    expect(bad.json()).toMatchObject({ details: { email: [messages.user.emailInvalid] } });
    const taken = await as(admin).send('PATCH', `/api/v1/users/${user.id}`, {
      email: admin.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: messages.user.emailTaken });
  });

  it('deactivates: status inactive, and the user is refused on their very next request', async () => {
    const victim = await t.createUser();
    const response = await as(admin).send('POST', `/api/v1/users/${victim.id}/deactivate`);
    expect(response.json()).toMatchObject({ user: { status: 'inactive', disabled: false } });
    const next = await as(victim).get('/api/v1/auth/session');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      code: 'account-inactive',
      message: messages.login.accountDeactivated,
      requestId: expect.any(String) as string,
    });
    expect((await t.signIn(victim.email, victim.password)).json()).toMatchObject({
      message: messages.login.accountDeactivated,
    });
  });

  it('disables (disabled and inactive) and enables (enabled and active) again', async () => {
    const victim = await t.createUser();
    const disabled = await as(admin).send('PUT', `/api/v1/users/${victim.id}/disabled`, {
      disabled: true,
    });
    expect(disabled.json()).toMatchObject({ user: { status: 'inactive', disabled: true } });
    // Whatever the next request is, it is refused with the reason.
    const next = await as(victim).get('/api/v1/dashboard');
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({
      code: 'account-disabled',
      message: messages.login.accountDisabled,
      requestId: expect.any(String) as string,
    });
    // Every request the browser had in flight gets the same reason, not only the first one.
    const [list, stream] = await Promise.all([
      as(victim).get('/api/v1/documents'),
      as(victim).get('/api/v1/auth/session'),
    ]);
    for (const refused of [list, stream]) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'account-disabled' });
    }
    const [entry] = await t.services.audit.list({ targetId: victim.id, action: 'user.disabled' });
    expect(entry).toMatchObject({ actorId: admin.id, ip: '127.0.0.1' });
    const enabled = await as(admin).send('PUT', `/api/v1/users/${victim.id}/disabled`, {
      disabled: false,
    });
    expect(enabled.json()).toMatchObject({ user: { status: 'active', disabled: false } });
    expect((await t.signIn(victim.email, victim.password)).statusCode).toBe(200);
    const actions = (await t.services.audit.list({ targetId: victim.id })).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['user.disabled', 'user.enabled']));
  });

  it('keeps a disabled user’s old sessions refused even if they are enabled again first', async () => {
    const victim = await t.createUser();
    await as(admin).send('PUT', `/api/v1/users/${victim.id}/disabled`, { disabled: true });
    await as(admin).send('PUT', `/api/v1/users/${victim.id}/disabled`, { disabled: false });
    const old = await as(victim).get('/api/v1/auth/session');
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'account-disabled' });
    expect((await t.signIn(victim.email, victim.password)).statusCode).toBe(200);
  });

  it('stops an admin from deactivating, disabling or demoting themselves', async () => {
    const me = await t.createUser({ role: 'Admin' });
    const deactivate = await as(me).send('POST', `/api/v1/users/${me.id}/deactivate`);
    const disable = await as(me).send('PUT', `/api/v1/users/${me.id}/disabled`, { disabled: true });
    const demote = await as(me).send('PATCH', `/api/v1/users/${me.id}`, { role: 'Engineer' });
    expect([deactivate.statusCode, disable.statusCode, demote.statusCode]).toEqual([409, 409, 409]);
    expect(deactivate.json()).toMatchObject({ message: messages.user.cannotChangeOwnStatus });
    expect(demote.json()).toMatchObject({ message: messages.user.cannotDemoteSelf });
  });

  it('never removes the last active administrator', async () => {
    const lonely = await createTestContext();
    try {
      const [first, second] = [
        await lonely.createUser({ role: 'Admin' }),
        await lonely.createUser({ role: 'admin' }),
      ];
      const call = (
        actor: TestUser,
        method: 'POST' | 'PATCH' | 'PUT',
        url: string,
        payload: object = {},
      ) => lonely.app.inject({ method, url, payload, headers: { cookie: actor.cookie } });
      // Two admins: one may demote the other…
      expect(
        (await call(first, 'PATCH', `/api/v1/users/${second.id}`, { role: 'Engineer' })).statusCode,
      ).toBe(200);
      // …and the demoted one lost portal access at once.
      expect(
        (await call(second, 'PATCH', `/api/v1/users/${first.id}`, { role: 'Engineer' })).statusCode,
      ).toBe(401);
      const again = await lonely.createUser({ role: 'Admin' });
      await call(first, 'POST', `/api/v1/users/${again.id}/deactivate`);
      const response = await call(first, 'PATCH', `/api/v1/users/${first.id}`, {
        role: 'Engineer',
      });
      expect(response.statusCode).toBe(409);
    } finally {
      await lonely.close();
    }
  });
});

describe('the last active administrator', () => {
  it('survives two administrators disabling each other at the same moment', async () => {
    const pair = await createTestContext();
    try {
      const [a, b] = [
        await pair.createUser({ role: 'Admin' }),
        await pair.createUser({ role: 'Admin' }),
      ];
      const disable = (actor: TestUser, target: TestUser) =>
        pair.app.inject({
          method: 'PUT',
          url: `/api/v1/users/${target.id}/disabled`,
          payload: { disabled: true },
          headers: { cookie: actor.cookie },
        });
      const results = await Promise.all([disable(a, b), disable(b, a)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect(codes[1]).not.toBe(200);
      expect(await new UsersRepository(pair.database.db).countActiveAdmins()).toBe(1);
    } finally {
      await pair.close();
    }
  });

  it('is restored from ADMIN_EMAIL at start when every administrator was disabled', async () => {
    const lone = await createTestContext();
    try {
      const only = await lone.createUser({ role: 'Admin' });
      await new UsersRepository(lone.database.db).update(only.id, {
        disabled: true,
        status: 'inactive',
      });
      const result = await lone.services.users.ensureAdministrator(
        'rescue@example.com',
        'Rescue-password-1',
      );
      expect(result).toEqual({ created: true });
      expect((await lone.signIn('rescue@example.com', 'Rescue-password-1')).statusCode).toBe(200);
    } finally {
      await lone.close();
    }
  });

  it('promotes the ADMIN_EMAIL account back whatever the password policy says of ADMIN_PASSWORD', async () => {
    const strict = await createTestContext({ PASSWORD_MIN_LENGTH: '40' });
    try {
      const only = await strict.createUser({ role: 'Admin', password: 'a'.repeat(40) });
      await new UsersRepository(strict.database.db).update(only.id, {
        disabled: true,
        status: 'inactive',
      });
      // The configured password is never used here: the account exists and is promoted.
      const result = await strict.services.users.ensureAdministrator(only.email, 'short-one');
      expect(result).toEqual({ created: false });
      const row = await new UsersRepository(strict.database.db).findById(only.id);
      expect(row).toMatchObject({ role: 'Admin', status: 'active', disabled: false });
    } finally {
      await strict.close();
    }
  });
});

describe('docs/product.md#sec-access', () => {
  it('11: an engineer cannot raise their own role or change their own status', async () => {
    const engineer = await t.createUser({ role: 'Engineer' });
    const raise = await as(engineer).send('PATCH', `/api/v1/users/${engineer.id}`, {
      role: 'Admin',
    });
    const enable = await as(engineer).send('PUT', `/api/v1/users/${engineer.id}/disabled`, {
      disabled: false,
    });
    expect([raise.statusCode, enable.statusCode]).toEqual([403, 403]);
    const row = await new UsersRepository(t.database.db).findById(engineer.id);
    expect(row!.role).toBe('Engineer');
  });

  it('12: a user that is gone answers 404, not what it was', async () => {
    const response = await as(admin).send(
      'PATCH',
      '/api/v1/users/00000000-0000-0000-0000-000000000000',
      { displayName: 'x' },
    );
    expect(response.statusCode).toBe(404);
  });
});
