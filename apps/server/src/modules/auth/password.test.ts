import { messages } from '@toolbox/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestContext,
  readOutbox,
  resetLinkIn,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { selectRows } from '../../db/rows';
import { accounts, passwordResetTokens } from '../../db/schema';

/**
 * Security promises 2, 5, 7, 8, 9 (docs/product.md#sec-authentication) and the product's password
 * policy (docs/product.md#password-policy).
 */
const logLines: string[] = [];
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext(
    {
      PUBLIC_URL: 'https://toolbox.example.com',
      PASSWORD_MIN_LENGTH: '10',
      PASSWORD_REQUIRE_UPPERCASE: 'true',
      PASSWORD_REQUIRE_NUMERIC: 'true',
    },
    { logLines },
  );
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: object,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });
const strong = 'Sturdy-Password-42';

let addressCounter = 0;

async function requestReset(email: string) {
  const before = readOutbox(t.dataDir).length;
  // Each request from its own address: the route's per-address limit is tested on its own.
  addressCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-reset',
    payload: { email },
    headers: { host: 'evil.example.net' },
    remoteAddress: `10.1.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
  });
  await t.services.passwords.idle();
  return { response, mails: readOutbox(t.dataDir).slice(before) };
}

describe('password policy', () => {
  it('is published for the forms', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/password-policy' });
    expect(response.json()).toEqual({
      minLength: 10,
      requireLowercase: false,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: false,
    });
  });

  it('is enforced when an account is created, naming what is missing', async () => {
    const admin = await t.createUser({ role: 'Admin', password: strong });
    const response = await post(
      '/api/v1/users',
      { email: 'weak@example.com', displayName: 'Weak', role: 'Engineer', password: 'short' },
      admin.cookie,
    );
    expect(response.statusCode).toBe(400);
    const message = 'Password must have at least 10 characters, an uppercase letter and a number.';
    expect(response.json()).toEqual({
      code: 'password-does-not-meet-requirements',
      message,
      details: { password: [message] },
      requestId: expect.any(String) as string,
    });
  });

  it('stores passwords only as memory-hard hashes', async () => {
    const user = await t.createUser({ password: strong });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id));
    expect(row!.password).not.toContain(strong);
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[\w+/]{22}\$[\w+/]{43}$/); // argon2id
  });
});

describe('password reset', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.createUser({ password: strong, displayName: 'Riley Reset' });
  });

  it('answers a registered and an unregistered address the same, and mails only the registered one', async () => {
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.response.statusCode).toBe(200);
    expect(known.response.body).toBe(unknown.response.body);
    // This server has no SMTP_URL: the mail goes to the outbox. The answer is SPEC's sentence all
    // the same, and says by its flag that no e-mail will arrive (docs/product.md#account-recovery).
    expect(known.response.json()).toEqual({
      message: messages.login.resetSent,
      mailConfigured: false,
    });
    expect(known.mails).toHaveLength(1);
    expect(unknown.mails).toHaveLength(0);
    expect(known.mails[0]).toContain(`To: ${user.email}`);
  });

  it('asks for an email', async () => {
    const response = await post('/api/v1/auth/password-reset', { email: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.login.missingResetEmail });
  });

  it('links to PUBLIC_URL, never the request Host, with 256 random bits stored only hashed', async () => {
    const { mails } = await requestReset(user.email);
    const link = resetLinkIn(mails[0]!);
    expect(link.origin).toBe('https://toolbox.example.com');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    const expiry = rows.map((r) => r.expiresAt.getTime() - r.createdAt.getTime());
    for (const ms of expiry) expect(ms).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('sets the password, works once, and revokes every session and every other token', async () => {
    const user = await t.createUser({ password: strong });
    const first = resetLinkIn((await requestReset(user.email)).mails[0]!).searchParams.get(
      'token',
    )!;
    const second = resetLinkIn((await requestReset(user.email)).mails[0]!).searchParams.get(
      'token',
    );
    const signedIn = cookieFrom(await t.signIn(user.email, strong));
    expect((await session(signedIn)).statusCode).toBe(200);

    const weak = await post('/api/v1/auth/password-reset/complete', {
      token: first,
      password: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'password-does-not-meet-requirements' });

    const done = await post('/api/v1/auth/password-reset/complete', {
      token: first,
      password: 'Brand-New-Pass-7',
    });
    expect(done.statusCode).toBe(204);
    expect((await session(signedIn)).statusCode).toBe(401);
    expect((await t.signIn(user.email, strong)).statusCode).toBe(401);
    expect((await t.signIn(user.email, 'Brand-New-Pass-7')).statusCode).toBe(200);

    for (const token of [first, second]) {
      const again = await post('/api/v1/auth/password-reset/complete', {
        token,
        password: 'Another-Pass-99',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        code: 'invalid-action-code',
        message: messages.password.resetInvalid,
        requestId: expect.any(String) as string,
      });
    }
    const entries = await t.services.audit.list({
      targetId: user.id,
      action: 'auth.password-reset-completed',
    });
    expect(entries).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    const other = await t.createUser({ password: strong });
    const token = resetLinkIn((await requestReset(other.email)).mails[0]!).searchParams.get(
      'token',
    )!;
    await t.database.db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${other.id}`,
    );
    const response = await post('/api/v1/auth/password-reset/complete', {
      token,
      password: 'Brand-New-Pass-7',
    });
    expect(response.json()).toEqual({
      code: 'expired-action-code',
      message: messages.password.resetExpired,
      requestId: expect.any(String) as string,
    });
  });

  it('refuses a made-up token', async () => {
    const response = await post('/api/v1/auth/password-reset/complete', {
      token: 'made-up',
      password: 'Brand-New-Pass-7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid-action-code' });
  });

  it('sends no more than three mails per account in 15 minutes', async () => {
    const other = await t.createUser({ password: strong });
    let sent = 0;
    for (let i = 0; i < 5; i++) sent += (await requestReset(other.email)).mails.length;
    expect(sent).toBe(3);
  });
});

describe('change password', () => {
  it('needs the current password, applies the policy, and signs out the other sessions only', async () => {
    const user = await t.createUser({ password: strong });
    const other = cookieFrom(await t.signIn(user.email, strong));

    const wrong = await post(
      '/api/v1/auth/change-password',
      { currentPassword: 'nope', newPassword: 'Brand-New-Pass-7' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'wrong-password',
      message: messages.password.currentWrong,
    });

    const weak = await post(
      '/api/v1/auth/change-password',
      { currentPassword: strong, newPassword: 'weakling' },
      user.cookie,
    );
    expect(weak.json()).toMatchObject({
      code: 'password-does-not-meet-requirements',
      details: { newPassword: [expect.any(String)] },
    });

    const ok = await post(
      '/api/v1/auth/change-password',
      { currentPassword: strong, newPassword: 'Brand-New-Pass-7' },
      user.cookie,
    );
    expect(ok.statusCode).toBe(204);
    expect((await session(user.cookie)).statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);
    expect((await t.signIn(user.email, 'Brand-New-Pass-7')).statusCode).toBe(200);
  });
});

describe('reset requests per address', () => {
  it('are limited to 10 a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset',
        payload: { email: `flood${i}@example.com` },
        remoteAddress: '192.0.2.99',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('reset links after other changes', () => {
  it('are voided by a password change', async () => {
    const user = await t.createUser({ password: strong });
    const token = resetLinkIn((await requestReset(user.email)).mails[0]!).searchParams.get(
      'token',
    )!;
    const changed = await post(
      '/api/v1/auth/change-password',
      { currentPassword: strong, newPassword: 'Brand-New-Pass-7' },
      user.cookie,
    );
    expect(changed.statusCode).toBe(204);
    const late = await post('/api/v1/auth/password-reset/complete', {
      token,
      password: 'Another-Pass-99',
    });
    expect(late.json()).toMatchObject({ code: 'invalid-action-code' });
  });
});

describe('secrets', () => {
  it('never puts a password, hash, session token or reset token in a log line', async () => {
    await t.services.passwords.idle();
    // Opening the mailed link is a logged request too.
    for (const mail of readOutbox(t.dataDir)) {
      const link = resetLinkIn(mail);
      await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    }
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    const hashes = await t.database.db.select({ password: accounts.password }).from(accounts);
    const tokens = readOutbox(t.dataDir).map((m) => resetLinkIn(m).searchParams.get('token')!);
    const sessionTokens = await selectRows<{ token: string }>(
      t.database.db,
      sql`select token from sessions`,
    );
    const secrets = [
      strong,
      'Brand-New-Pass-7',
      ...hashes.map((h) => h.password!),
      ...tokens,
      ...sessionTokens.map((r) => r.token),
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
