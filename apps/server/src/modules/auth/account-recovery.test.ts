import fs from 'node:fs';
import path from 'node:path';
import { API_ERROR_CODES, AUDIT_ACTIONS, messages, type User } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/helpers';
import { cookieFrom, createTestTeam, injectAs, readOutbox } from '../../../test/helpers';

/**
 * Issue #17 item 1 on a default install (no SMTP_URL): an administrator sets a temporary password
 * the user must replace; the portal is told that no mail can reach anyone. The SMTP side is in
 * test/smtp.test.ts, the console command in test/admin-cli.test.ts.
 */
let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam({ PASSWORD_MIN_LENGTH: '10' }));
});
afterAll(() => t.close());

const setTemporary = (by: TestUser, id: string, password: string) =>
  injectAs(t, by, 'POST', `/api/v1/users/${id}/temporary-password`, { password });

describe('a temporary password', () => {
  it('is set by an administrator, signs the user out everywhere, and is audited without itself', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    const response = await setTemporary(admin, person.id, 'Temporary-pass-1');
    expect(response.statusCode).toBe(204);

    // Their open sessions are gone at once.
    expect((await injectAs(t, person, 'GET', '/api/v1/auth/session')).statusCode).toBe(401);
    // The old password no longer works; the temporary one does.
    expect((await t.signIn(person.email, person.password)).statusCode).toBe(401);
    const signIn = await t.signIn(person.email, 'Temporary-pass-1');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json<{ user: User }>().user.mustChangePassword).toBe(true);

    const [entry] = await t.services.audit.list({
      targetId: person.id,
      action: AUDIT_ACTIONS.userTemporaryPasswordSet,
    });
    expect(entry).toMatchObject({ actorId: admin.id, details: { email: person.email } });
    expect(JSON.stringify(entry)).not.toContain('Temporary-pass-1');
  });

  it('keeps the user to choosing their own password, then lets them in', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    await setTemporary(admin, person.id, 'Temporary-pass-2');
    const signedIn = {
      ...person,
      cookie: cookieFrom(await t.signIn(person.email, 'Temporary-pass-2')),
    };

    // Everything but the session, sign-out and choosing a password answers 403, with why.
    const blocked = await injectAs(t, signedIn, 'GET', '/api/v1/machines');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: API_ERROR_CODES.passwordChangeRequired,
      message: messages.password.changeRequired,
      requestId: expect.any(String) as string,
    });
    const session = await injectAs(t, signedIn, 'GET', '/api/v1/auth/session');
    expect(session.json<{ user: User }>().user.mustChangePassword).toBe(true);

    // Not the temporary one again, and the policy applies on the field.
    const same = await injectAs(t, signedIn, 'POST', '/api/v1/auth/choose-password', {
      newPassword: 'Temporary-pass-2',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({
      details: { newPassword: [messages.password.sameAsTemporary] },
    });
    const short = await injectAs(t, signedIn, 'POST', '/api/v1/auth/choose-password', {
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ details: Record<string, string[]> }>().details.newPassword).toBeDefined();

    const chosen = await injectAs(t, signedIn, 'POST', '/api/v1/auth/choose-password', {
      newPassword: 'My-own-password-1',
    });
    expect(chosen.statusCode).toBe(204);
    // The same session goes on, now everywhere.
    expect((await injectAs(t, signedIn, 'GET', '/api/v1/machines')).statusCode).toBe(200);
    const after = await injectAs(t, signedIn, 'GET', '/api/v1/auth/session');
    expect(after.json<{ user: User }>().user.mustChangePassword).toBe(false);
    expect((await t.signIn(person.email, 'Temporary-pass-2')).statusCode).toBe(401);
    expect((await t.signIn(person.email, 'My-own-password-1')).statusCode).toBe(200);

    // Nothing left to replace.
    const again = await injectAs(t, signedIn, 'POST', '/api/v1/auth/choose-password', {
      newPassword: 'Another-password-1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(messages.password.changeNotRequired);
  });

  it('cannot be kept through the change-password route or a reset link either', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    await setTemporary(admin, person.id, 'Temporary-pass-5');
    const signedIn = {
      ...person,
      cookie: cookieFrom(await t.signIn(person.email, 'Temporary-pass-5')),
    };
    const kept = await injectAs(t, signedIn, 'POST', '/api/v1/auth/change-password', {
      currentPassword: 'Temporary-pass-5',
      newPassword: 'Temporary-pass-5',
    });
    expect(kept.statusCode).toBe(400);
    expect(kept.json()).toMatchObject({
      details: { newPassword: [messages.password.sameAsTemporary] },
    });

    const { link } = await t.services.passwords.links.issue(person.id);
    const token = new URL(link).searchParams.get('token')!;
    const viaLink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/complete',
      payload: { token, password: 'Temporary-pass-5' },
    });
    expect(viaLink.statusCode).toBe(400);
    expect(viaLink.json()).toMatchObject({
      details: { password: [messages.password.sameAsTemporary] },
    });
    const session = await injectAs(t, signedIn, 'GET', '/api/v1/auth/session');
    expect(session.json<{ user: User }>().user.mustChangePassword).toBe(true);
  });

  it('follows the password policy, and names the problem on the field', async () => {
    const response = await setTemporary(admin, engineer.id, 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: Record<string, string[]> }>().details.password).toBeDefined();
    // Nothing changed: the engineer's session stands.
    expect((await injectAs(t, engineer, 'GET', '/api/v1/auth/session')).statusCode).toBe(200);
  });

  it('is for other people: not one’s own, not by an engineer, not for nobody', async () => {
    const own = await setTemporary(admin, admin.id, 'Temporary-pass-3');
    expect(own.statusCode).toBe(409);
    expect(own.json<{ message: string }>().message).toBe(messages.user.cannotResetOwnPassword);
    expect((await setTemporary(engineer, admin.id, 'Temporary-pass-3')).statusCode).toBe(403);
    expect((await setTemporary(admin, 'no-such-user', 'Temporary-pass-3')).statusCode).toBe(404);
  });

  it('lifts a sign-in lock, so the user can sign in with it', async () => {
    const person = await t.createUser({ role: 'Engineer' });
    for (let i = 0; i < 10; i += 1) await t.signIn(person.email, 'wrong-password-x');
    expect((await t.signIn(person.email, person.password)).statusCode).toBe(429);
    await setTemporary(admin, person.id, 'Temporary-pass-4');
    expect((await t.signIn(person.email, 'Temporary-pass-4')).statusCode).toBe(200);
  });
});

describe('without mail set up (no SMTP_URL)', () => {
  it('says so on the forgot-password answer by its flag, under SPEC’s sentence, for every address', async () => {
    for (const email of [engineer.email, 'nobody@example.com']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        payload: { email },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.login.resetSent, mailConfigured: false });
    }
  });

  it('refuses an administrator’s reset link, pointing at the temporary password', async () => {
    const response = await injectAs(
      t,
      admin,
      'POST',
      `/api/v1/users/${engineer.id}/password-reset-link`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: API_ERROR_CODES.mailNotConfigured,
      message: messages.user.resetNeedsMail,
      requestId: expect.any(String) as string,
    });
  });

  it('writes the test e-mail to the outbox and says where', async () => {
    await t.services.passwords.idle();
    const before = readOutbox(t.dataDir).length;
    const response = await injectAs(t, admin, 'POST', '/api/v1/system/test-mail', {});
    expect(response.statusCode).toBe(200);
    const result = response.json<{ outcome: string; to: string; message: string }>();
    expect(result).toMatchObject({ outcome: 'outbox', to: admin.email });
    const file = /written to (\S+\.eml)/.exec(result.message)?.[1];
    expect(file && fs.existsSync(file)).toBe(true);
    expect(readOutbox(t.dataDir)).toHaveLength(before + 1);
    expect((await injectAs(t, engineer, 'POST', '/api/v1/system/test-mail', {})).statusCode).toBe(
      403,
    );
  });

  it('says in plain words when the outbox cannot be written (a full disk, say)', async () => {
    await t.services.passwords.idle();
    const outbox = path.join(t.dataDir, 'outbox');
    fs.rmSync(outbox, { recursive: true, force: true });
    fs.writeFileSync(outbox, 'not a folder');
    try {
      const response = await injectAs(t, admin, 'POST', '/api/v1/system/test-mail', {});
      expect(response.statusCode).toBe(200);
      const result = response.json<{ outcome: string; message: string }>();
      expect(result.outcome).toBe('failed');
      expect(result.message).toMatch(
        new RegExp(`^${messages.mail.testFailed(messages.mail.outboxFailed(''))}`),
      );
    } finally {
      fs.rmSync(outbox, { force: true });
    }
  });
});
