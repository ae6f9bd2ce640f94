import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { UsersRepository } from '../users/users.repository';

let t: TestContext;
let engineer: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  engineer = await t.createUser({ role: 'Engineer', displayName: 'Erin Engineer' });
});
afterAll(() => t.close());

const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

describe('sign-in', () => {
  it('signs in with the right password and presents the user without secrets', async () => {
    const response = await t.signIn(engineer.email, engineer.password);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({
      email: engineer.email,
      displayName: 'Erin Engineer',
      role: 'Engineer',
      status: 'active',
      disabled: false,
    });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'createdAt',
        'disabled',
        'displayName',
        'email',
        'id',
        'mustChangePassword',
        'role',
        'status',
        'team',
        'twoFactorEnabled',
        'updatedAt',
      ].sort(),
    );
    // No password, hash or token: the one key that names a password is the temporary-password flag.
    expect(response.body.replace('"mustChangePassword":false', '')).not.toMatch(/password|token/i);
    expect(response.body).not.toContain(engineer.password);
    expect(cookieFrom(response)).toMatch(/toolbox\.session_token=/);
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await t.signIn(`  ${engineer.email.toUpperCase()} `, engineer.password);
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown email exactly as a wrong password', async () => {
    const wrong = await t.signIn(engineer.email, 'not-the-password');
    const unknown = await t.signIn('nobody@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'invalid-credential',
      message: messages.login.invalidCredential,
      requestId: expect.any(String) as string,
    });
    // Byte for byte alike, but for the id each request was logged under.
    const withoutId = (r: typeof wrong) => r.body.replace(String(r.headers['x-request-id']), '');
    expect(withoutId(unknown)).toBe(withoutId(wrong));
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    [{ email: '', password: 'x' }],
    [{ email: 'a@b.co', password: '' }],
    [{ email: 'a@b.co' }],
    [{}],
  ])('asks for both email and password: %j', async (payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.login.missingCredentials });
  });

  it('refuses a malformed email with the product’s message (docs/product.md#login-errors)', async () => {
    const response = await t.signIn('not-an-email', 'whatever');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid-email',
      message: messages.login.invalidEmail,
    });
  });

  it('refuses an inactive account, but only to someone who knows its password', async () => {
    const user = await t.createUser();
    await new UsersRepository(t.database.db).update(user.id, { status: 'inactive' });
    const right = await t.signIn(user.email, user.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({
      code: 'account-inactive',
      message: messages.login.accountDeactivated,
      requestId: expect.any(String) as string,
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await t.signIn(user.email, 'wrong-password');
    expect(wrong.json()).toMatchObject({ message: messages.login.invalidCredential });
  });

  it('refuses a disabled account', async () => {
    const user = await t.createUser();
    await new UsersRepository(t.database.db).update(user.id, {
      disabled: true,
      status: 'inactive',
    });
    const response = await t.signIn(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'account-disabled',
      message: messages.login.accountDisabled,
      requestId: expect.any(String) as string,
    });
  });

  it('keeps a remembered session across browser restarts and a plain one only for the browser session', async () => {
    const remembered = await t.signIn(engineer.email, engineer.password, true);
    const plain = await t.signIn(engineer.email, engineer.password, false);
    const header = (r: typeof plain) => [r.headers['set-cookie']].flat().join('\n');
    expect(header(remembered)).toMatch(/toolbox\.session_token=[^;]+;[^\n]*Max-Age=\d+/);
    expect(header(plain)).not.toMatch(/toolbox\.session_token=[^;]+;[^\n]*Max-Age=/);
  });

  it('writes successes and failures to the audit log, never the password', async () => {
    await t.signIn(engineer.email, 'audit-wrong-password');
    const entries = await t.services.audit.list({});
    expect(
      entries.some((e) => e.action === 'auth.sign-in-failed' && e.actorEmail === engineer.email),
    ).toBe(true);
    expect(entries.some((e) => e.action === 'auth.sign-in' && e.actorId === engineer.id)).toBe(
      true,
    );
    expect(JSON.stringify(entries)).not.toContain('audit-wrong-password');
  });
});

describe('session', () => {
  it('is 401 without a cookie and the user with one', async () => {
    expect((await session('')).statusCode).toBe(401);
    const response = await session(engineer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: engineer.id } });
  });

  it('ends at sign-out', async () => {
    const user = await t.createUser();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(out.statusCode).toBe(204);
    expect((await session(user.cookie)).statusCode).toBe(401);
  });

  it('refuses a user disabled after signing in on the very next request, everywhere', async () => {
    const user = await t.createUser();
    const second = cookieFrom(await t.signIn(user.email, user.password));
    await new UsersRepository(t.database.db).update(user.id, {
      disabled: true,
      status: 'inactive',
    });
    const first = await session(user.cookie);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({
      code: 'account-disabled',
      message: messages.login.accountDisabled,
      requestId: expect.any(String) as string,
    });
    expect((await session(second)).statusCode).toBe(401);
  });

  it('refuses a user deactivated after signing in', async () => {
    const user = await t.createUser();
    await new UsersRepository(t.database.db).update(user.id, { status: 'inactive' });
    const response = await session(user.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'account-inactive',
      message: messages.login.accountDeactivated,
      requestId: expect.any(String) as string,
    });
  });

  it('refuses a forged cookie', async () => {
    const forged = engineer.cookie.replace(/=([^.;]+)/, '=forged');
    expect((await session(forged)).statusCode).toBe(401);
  });
});

describe('access denied record', () => {
  it('logs the attempt with email, name, role, a random session id and the time', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/access-denied',
      headers: { cookie: engineer.cookie },
      payload: { path: '/dashboard' },
    });
    expect(response.statusCode).toBe(201);
    const record = response.json<{ sessionId: string; loggedAt: string }>();
    expect(record.sessionId).toMatch(/^[0-9a-f]{24}$/);
    const [entry] = await t.services.audit.list({
      action: 'auth.access-denied',
      actorId: engineer.id,
    });
    expect(entry).toMatchObject({
      actorEmail: engineer.email,
      targetId: '/dashboard',
      details: { sessionId: record.sessionId, name: 'Erin Engineer', role: 'Engineer' },
    });
    expect(entry!.at.toISOString()).toBe(record.loggedAt);
  });

  it('logs nothing for someone the portal lets in, an administrator opening the page included', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const noRole = await t.createUser({ role: null });
    for (const user of [admin, noRole]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/access-denied',
        headers: { cookie: user.cookie },
        payload: { path: '/unauthorized' },
      });
      expect(response.statusCode).toBe(409);
      expect(
        await t.services.audit.list({ action: 'auth.access-denied', actorId: user.id }),
      ).toEqual([]);
    }
  });
});
