import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { selectRows } from '../db/rows';
import type { TestContext, TestUser } from '../../test/helpers';
import { createTestAdmin, injectAs, readOutbox, resetLinkIn } from '../../test/helpers';
import { MAX_LOG_LINE } from './logging';

/**
 * docs/product.md#sec-no-secrets (security promise 9): database errors, failed requests and
 * failed sign-ins with secrets in flight leave none of them in the log, and no log line is longer
 * than MAX_LOG_LINE. The database is made to fail by the test (a trigger that refuses a write, a
 * renamed column), so the failed query's parameters hold the secrets.
 */
const logLines: string[] = [];
let t: TestContext, admin: TestUser;
let mark = 0;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({}, {}, { logLines }));
  await t.database.db.execute(sql`
    create function refuse_write() returns trigger language plpgsql as $$
    begin
      raise exception 'write refused by the test';
    end $$`);
});
afterAll(() => t.close());
beforeEach(() => {
  mark = logLines.length;
});

/** The log written since the test began. */
const newLog = () => logLines.slice(mark).join('');

/** Makes every `operation` on `table` fail until the returned function is called. */
async function refuse(table: string, operation: 'insert' | 'update' | 'delete') {
  const name = sql.raw(`refuse_${table}_${operation}`);
  const on = sql.raw(`${operation} on ${table}`);
  await t.database.db.execute(
    sql`create trigger ${name} before ${on} for each row execute function refuse_write()`,
  );
  return () => t.database.db.execute(sql`drop trigger ${name} on ${sql.raw(table)}`);
}

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
/** A secret and the forms it may be stored or sent in. */
const forms = (secret: string) => [secret, encodeURIComponent(secret), sha256(secret)];
/** A stored password hash: argon2id's, or better-auth's older scrypt (salt:key in hex). */
const PASSWORD_HASH = /\$argon2id\$|[0-9a-f]{32}:[0-9a-f]{128}/;

function expectNoSecrets(log: string, secrets: string[]) {
  expect(log.length).toBeGreaterThan(0);
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(PASSWORD_HASH);
  for (const line of log.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_LOG_LINE);
}

async function credentialHash(userId: string): Promise<string> {
  const [row] = await selectRows<{ password: string }>(
    t.database.db,
    sql`select password from accounts where user_id = ${userId}`,
  );
  return row!.password;
}

describe('a failed query is logged as its SQL text and code, never its parameters', () => {
  it('keeps a reset token and its hash out of the log', async () => {
    const user = await t.createUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    await t.services.passwords.idle();
    const token = resetLinkIn(readOutbox(t.dataDir).at(-1)!).searchParams.get('token')!;
    // The lookup by the token's hash fails: its parameter is the hash.
    await t.database.db.execute(
      sql`alter table password_reset_tokens rename column used_at to used_at_gone`,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset/complete',
      payload: { token, password: 'Reset-Secret-Pass-42' },
    });
    await t.database.db.execute(
      sql`alter table password_reset_tokens rename column used_at_gone to used_at`,
    );
    expect(response.statusCode).toBe(500);
    const log = newLog();
    expectNoSecrets(log, [...forms(token), 'Reset-Secret-Pass-42']);
    // What is needed to find the fault is there: the query and the database's code.
    expect(log).toContain('from \\"password_reset_tokens\\"');
    expect(log).toContain('"code":"42703"');
  });

  it('keeps a new reset token’s hash out of the log when storing it fails', async () => {
    const user = await t.createUser();
    const allow = await refuse('password_reset_tokens', 'insert');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    await t.services.passwords.idle();
    await allow();
    const log = newLog();
    expect(log).toContain('password reset request failed');
    expectNoSecrets(log, []);
    expect(log).not.toMatch(/[0-9a-f]{64}/);
  });

  it('keeps passwords and password hashes out of the log when a change fails', async () => {
    const user = await t.createUser({ password: 'Current-Secret-1' });
    const oldHash = await credentialHash(user.id);
    const allow = await refuse('accounts', 'update');
    const response = await injectAs(t, user, 'POST', '/api/v1/auth/change-password', {
      currentPassword: 'Current-Secret-1',
      newPassword: 'Changed-Secret-2',
    });
    await allow();
    expect(response.statusCode).toBe(500);
    expectNoSecrets(newLog(), ['Current-Secret-1', 'Changed-Secret-2', oldHash]);
  });
});

describe('requests with secrets in flight', () => {
  it('keeps the cookie, the Authorization header and the session token out of the log', async () => {
    const user = await t.createUser();
    const cookieValue = decodeURIComponent(user.cookie.split('=').slice(1).join('='));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: user.password, issueBearerToken: true },
    });
    const bearer = signedIn.json<{ token: string }>().token;
    // Looking the session up by its token fails: the token (or its hash) is the query's parameter.
    await t.database.db.execute(sql`alter table sessions rename column expires_at to gone_at`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { cookie: user.cookie, authorization: `Bearer ${bearer}` },
    });
    await t.database.db.execute(sql`alter table sessions rename column gone_at to expires_at`);
    expect(response.statusCode).toBe(500);
    expectNoSecrets(newLog(), [
      user.cookie,
      ...[cookieValue, bearer].flatMap((value) => [
        ...forms(value),
        ...forms(value.split('.')[0]!),
      ]),
    ]);
  });

  it('keeps the password of a sign-in that fails out of the log', async () => {
    const user = await t.createUser({ password: 'Sign-In-Secret-3' });
    const hash = await credentialHash(user.id);
    const allow = await refuse('sessions', 'insert');
    const response = await t.signIn(user.email, 'Sign-In-Secret-3');
    await allow();
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expectNoSecrets(newLog(), ['Sign-In-Secret-3', hash]);
  });

  it('censors secret headers and fields wherever the app’s logger meets them', () => {
    t.app.log.warn(
      {
        headers: { cookie: 'toolbox.session_token=probe-cookie', authorization: 'Bearer probe-b' },
        body: { password: 'probe-password', newPassword: 'probe-new', token: 'probe-token' },
      },
      'probe',
    );
    const log = newLog();
    expect(log).toContain('probe');
    expectNoSecrets(log, ['probe-cookie', 'probe-b', 'probe-password', 'probe-new', 'probe-token']);
  });
});

describe('one log line has a cap', () => {
  it('keeps a failed write of a large guide under the cap', async () => {
    const created = await injectAs(t, admin, 'POST', '/api/v1/machines', {
      manufacturer: 'Logcap',
      model: 'One',
    });
    expect(created.statusCode).toBe(201);
    const allow = await refuse('troubleshooting_guides', 'insert');
    const response = await injectAs(t, admin, 'POST', '/api/v1/troubleshooting/guides', {
      machineId: 'logcap_one',
      guide: {
        title: 'Big',
        steps: Array.from({ length: 40 }, () => ({ text: 'wordy '.repeat(600) })),
      },
    });
    await allow();
    expect(response.statusCode).toBe(500);
    const log = newLog();
    expect(log).toContain('unhandled error');
    expectNoSecrets(log, ['wordy '.repeat(1_000)]);
  });

  it('cuts long values and caps a line whatever is logged', () => {
    class Blob {
      readonly text = 'blob '.repeat(20_000);
    }
    t.app.log.warn({ note: 'note '.repeat(20_000), blob: new Blob() }, 'big values');
    const lines = newLog().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.length).toBeLessThanOrEqual(MAX_LOG_LINE);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, msg: 'big values', truncated: true });
  });
});
