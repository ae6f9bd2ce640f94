import { API_ERROR_CODES, AUDIT_ACTIONS, messages } from '@toolbox/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userTwoFactor } from '../../../db/schema';
import {
  cookieFrom,
  createTestContext,
  type TestContext,
  type TestUser,
} from '../../../../test/helpers';
import { totpCode, TwoFactorKeys } from './secrets';

// docs/product.md#two-factor-sign-in, decision 030
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ LOCKOUT_MAX_FAILURES_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const signIn = (user: TestUser, code?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: user.email, password: user.password, ...(code ? { code } : {}) },
  });

const sessionsOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return Number(row?.n);
};

/** The 30-second step after the one a code was used for: a fresh code, never a replay. */
const nextStepCode = (secret: string, offsetSteps = 1) =>
  totpCode(secret, Math.floor(Date.now() / 1000) + 30 * offsetSteps);

/** Sets two-factor sign-in up for `user` through the API; answers the secret and the codes. */
async function turnOn(user: TestUser) {
  const setup = await call('POST', '/api/v1/auth/two-factor/setup', user);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri } = setup.json<{ secret: string; uri: string }>();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Toolbox:/);
  expect(uri).toContain(`secret=${secret}`);
  const enabled = await call('POST', '/api/v1/auth/two-factor/enable', user, {
    code: await totpCode(secret),
    password: user.password,
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('setting up two-factor sign-in', () => {
  it('needs a code of the scanned secret, then gives ten recovery codes once', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const setup = await call('POST', '/api/v1/auth/two-factor/setup', admin);
    const { secret } = setup.json<{ secret: string }>();

    const password = admin.password;
    const wrong = await call('POST', '/api/v1/auth/two-factor/enable', admin, {
      code: '000000',
      password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.twoFactor.codeWrong });
    const notDigits = await call('POST', '/api/v1/auth/two-factor/enable', admin, {
      code: 'abc',
      password,
    });
    expect(notDigits.statusCode).toBe(400);
    // A session alone (a stolen cookie) cannot enrol an authenticator.
    const noPassword = await call('POST', '/api/v1/auth/two-factor/enable', admin, {
      code: await totpCode(secret),
      password: 'not-the-password',
    });
    expect(noPassword.json()).toMatchObject({ code: 'wrong-password' });
    const otherSession = cookieFrom(await signIn(admin));

    // As the app shows it, with a space.
    const code = await totpCode(secret);
    const enabled = await call('POST', '/api/v1/auth/two-factor/enable', admin, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
      password,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);

    const status = await call('GET', '/api/v1/auth/two-factor', admin);
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    const again = await call('POST', '/api/v1/auth/two-factor/setup', admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: messages.twoFactor.alreadyOn });

    // Sealed at rest: the database does not hold the secret as it is.
    const [row] = await t.database.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, admin.id));
    // Sealed at rest: neither the secret nor its base64 is in the row (secrets.test.ts opens it).
    expect(row!.secret).not.toContain(secret);
    expect(row!.secret).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(row?.pendingSecret).toBeNull();

    // Turning it on ended the other sessions: they must sign in with the code now.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: otherSession },
    });
    expect(other.statusCode).toBe(401);
    // The code that turned it on does not sign anyone in.
    expect((await signIn(admin, code)).json()).toMatchObject({
      code: API_ERROR_CODES.invalidSecondFactor,
    });

    const entries = await t.services.audit.list({
      action: AUDIT_ACTIONS.twoFactorEnabled,
      targetId: admin.id,
    });
    expect(entries).toHaveLength(1);
  });

  it('refuses to turn on without a set-up begun', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const answer = await call('POST', '/api/v1/auth/two-factor/enable', admin, {
      code: '123456',
      password: admin.password,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: messages.twoFactor.setupNotStarted });
  });
});

describe('signing in with two-factor sign-in', () => {
  it('asks for the code after the right password, and writes no session until it is right', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { secret } = await turnOn(admin);
    const before = await sessionsOf(admin.id);

    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: admin.email, password: 'not-the-password' },
    });
    expect(wrongPassword.json()).toMatchObject({ code: 'invalid-credential' });

    const noCode = await signIn(admin);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toMatchObject({
      code: API_ERROR_CODES.secondFactorRequired,
      message: messages.twoFactor.codeRequired,
    });
    expect(noCode.headers['set-cookie']).toBeUndefined();

    const wrongCode = await signIn(admin, '000000');
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toMatchObject({
      code: API_ERROR_CODES.invalidSecondFactor,
      message: messages.twoFactor.codeWrong,
    });
    expect(await sessionsOf(admin.id)).toBe(before);

    const code = await nextStepCode(secret);
    const right = await signIn(admin, code);
    expect(right.statusCode, right.body).toBe(200);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie: cookieFrom(right) },
    });
    expect(session.json()).toMatchObject({ user: { id: admin.id, twoFactorEnabled: true } });

    // The same code, seen over a shoulder, does not sign anyone in again.
    const replay = await signIn(admin, code);
    expect(replay.json()).toMatchObject({ code: API_ERROR_CODES.invalidSecondFactor });
  });

  it('takes each recovery code once', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { recoveryCodes } = await turnOn(admin);
    const typed = recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    expect((await signIn(admin, typed)).statusCode).toBe(200);
    expect((await signIn(admin, recoveryCodes[3])).json()).toMatchObject({
      code: API_ERROR_CODES.invalidSecondFactor,
    });
    const status = await call('GET', '/api/v1/auth/two-factor', admin);
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const signIns = await t.services.audit.list({
      action: AUDIT_ACTIONS.signIn,
      actorId: admin.id,
    });
    expect(
      signIns.some(
        (e) => (e.details as { secondFactor?: string }).secondFactor === 'recovery-code',
      ),
    ).toBe(true);
  });

  it('counts wrong codes as failed sign-ins, so guessing them locks the account', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { secret } = await turnOn(admin);
    for (let i = 0; i < 10; i++) {
      const guess = await signIn(admin, String(100000 + i));
      expect(guess.statusCode).toBe(401);
    }
    const locked = await signIn(admin, await nextStepCode(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: messages.login.tooManyAttempts });
    const failures = await t.services.audit.list({ action: AUDIT_ACTIONS.signInFailed });
    expect(
      failures.filter(
        (e) =>
          e.actorEmail === admin.email &&
          (e.details as { reason?: string }).reason === API_ERROR_CODES.invalidSecondFactor,
      ),
    ).toHaveLength(10);
  });
});

describe('the budget of wrong codes', () => {
  it('leaves only the recovery codes after ten wrong codes in a row, whatever the window', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const boss = await t.createUser({ role: 'Admin' });
    const { secret, recoveryCodes } = await turnOn(admin);
    for (let i = 0; i < 10; i++) await signIn(admin, String(200000 + i));
    // The lockout's window is cleared (an administrator unlocks): the codes' budget is not.
    expect((await call('DELETE', `/api/v1/users/${admin.id}/sign-in-lock`, boss)).statusCode).toBe(
      200,
    );
    const locked = await signIn(admin, await nextStepCode(secret));
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ message: messages.twoFactor.codeLocked });
    // A recovery code signs in, and forgives the wrong codes.
    expect((await signIn(admin, recoveryCodes[0])).statusCode).toBe(200);
    expect((await signIn(admin, await nextStepCode(secret))).statusCode).toBe(200);
  });

  it('does not count the first step (right password, no code yet) as a failure', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { secret } = await turnOn(admin);
    for (let i = 0; i < 12; i++) {
      expect((await signIn(admin)).json()).toMatchObject({
        code: API_ERROR_CODES.secondFactorRequired,
      });
    }
    expect((await signIn(admin, await nextStepCode(secret))).statusCode).toBe(200);
    const failures = await t.services.audit.list({ action: AUDIT_ACTIONS.signInFailed });
    expect(failures.filter((e) => e.actorEmail === admin.email)).toEqual([]);
  });

  it('refuses every code of a secret sealed under another session secret, without a session', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { secret } = await turnOn(admin);
    const elsewhere = new TwoFactorKeys('another-session-secret-of-32-chars!');
    await t.database.db
      .update(userTwoFactor)
      .set({ secret: elsewhere.seal(secret, admin.id) })
      .where(eq(userTwoFactor.userId, admin.id));
    const before = await sessionsOf(admin.id);
    expect((await signIn(admin, await nextStepCode(secret))).json()).toMatchObject({
      code: API_ERROR_CODES.invalidSecondFactor,
    });
    expect(await sessionsOf(admin.id)).toBe(before);
  });
});

describe('turning it off', () => {
  it('asks for the password, then signs in without a code', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    await turnOn(admin);
    const wrong = await call('POST', '/api/v1/auth/two-factor/disable', admin, {
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    const off = await call('POST', '/api/v1/auth/two-factor/disable', admin, {
      password: admin.password,
    });
    expect(off.statusCode, off.body).toBe(204);
    expect((await signIn(admin)).statusCode).toBe(200);
  });

  it('new recovery codes replace the old ones', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const { recoveryCodes } = await turnOn(admin);
    const renewed = await call('POST', '/api/v1/auth/two-factor/recovery-codes', admin, {
      password: admin.password,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await signIn(admin, recoveryCodes[0])).statusCode).toBe(401);
    const fresh = renewed.json<{ recoveryCodes: string[] }>().recoveryCodes[0]!;
    expect((await signIn(admin, fresh)).statusCode).toBe(200);
  });

  it('an administrator turns it off for someone else, never for themselves', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const other = await t.createUser({ role: 'Admin' });
    const engineer = await t.createUser({ role: 'Engineer' });
    await turnOn(other);
    const turnOffFor = (id: string, by: TestUser, password = by.password) =>
      call('POST', `/api/v1/users/${id}/two-factor/disable`, by, { password });
    expect((await turnOffFor(other.id, engineer)).statusCode).toBe(403);
    expect((await turnOffFor(admin.id, admin)).statusCode).toBe(409);
    expect((await turnOffFor('nobody', admin)).statusCode).toBe(404);
    expect((await turnOffFor(other.id, admin, 'not-my-password')).statusCode).toBe(400);
    expect((await turnOffFor(other.id, admin)).statusCode).toBe(204);
    expect((await signIn(other)).statusCode).toBe(200);
    const entries = await t.services.audit.list({
      action: AUDIT_ACTIONS.twoFactorDisabled,
      targetId: other.id,
    });
    expect(entries[0]).toMatchObject({ actorId: admin.id });
  });
});

describe('requiring it of administrators', () => {
  it('holds every administrator without it to setting it up, and no one else', async () => {
    const admin = await t.createUser({ role: 'Admin' });
    const without = await t.createUser({ role: 'Admin' });
    const engineer = await t.createUser({ role: 'Engineer' });
    const on = { requireAdminTwoFactor: true };

    const notYet = await call('PUT', '/api/v1/settings/security', admin, on);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ message: messages.twoFactor.enableYourselfFirst });
    await turnOn(admin);
    const saved = await call('PUT', '/api/v1/settings/security', admin, on);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(on);
    try {
      const held = await call('GET', '/api/v1/users', without);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toMatchObject({
        code: API_ERROR_CODES.twoFactorSetupRequired,
        message: messages.twoFactor.setupRequired,
      });
      const session = await call('GET', '/api/v1/auth/session', without);
      expect(session.json()).toMatchObject({ user: { twoFactorSetupRequired: true } });
      expect((await call('GET', '/api/v1/auth/two-factor', without)).json()).toMatchObject({
        enabled: false,
        required: true,
      });
      expect((await call('GET', '/api/v1/documents', engineer)).statusCode).toBe(200);
      expect(
        (await call('POST', '/api/v1/functions/sendTestNotification', without, {})).statusCode,
      ).toBe(403);
      expect((await call('GET', '/api/v1/events', without)).statusCode).toBe(403);
      expect((await call('GET', '/api/v1/users', admin)).statusCode).toBe(200);

      const cannotLeave = await call('POST', '/api/v1/auth/two-factor/disable', admin, {
        password: admin.password,
      });
      expect(cannotLeave.json()).toMatchObject({ message: messages.twoFactor.requiredForAdmins });

      // Setting it up frees the session.
      await turnOn(without);
      expect((await call('GET', '/api/v1/users', without)).statusCode).toBe(200);
      const audit = await t.services.audit.list({
        action: AUDIT_ACTIONS.twoFactorRequirementChanged,
      });
      expect(audit[0]).toMatchObject({ actorId: admin.id, details: on });
    } finally {
      await call('PUT', '/api/v1/settings/security', admin, { requireAdminTwoFactor: false });
    }
  });
});
