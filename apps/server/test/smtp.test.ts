import net, { type AddressInfo } from 'node:net';
import { AUDIT_ACTIONS, messages } from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../src/db/schema';
import {
  createTestAdmin,
  createTestContext,
  decodeQuotedPrintable,
  injectAs,
  resetLinkIn,
  type TestContext,
  type TestUser,
} from './helpers';

/**
 * A real SMTP peer on loopback receives what Toolbox mails when SMTP_URL is set: the reset mail,
 * an administrator's reset link and the test e-mail of Settings (issue #17 item 1); its refusals
 * reach the administrator in plain words.
 */
const received: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let t: TestContext;
let admin: TestUser;

const REFUSED = 'refused@example.com';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'toolbox' && auth.password === 'right')
        return callback(null, { user: 1 });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) return callback(new Error('550 No such mailbox here'));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  ({ t, admin } = await createTestAdmin(
    {},
    {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Toolbox <toolbox@example.com>',
      PUBLIC_URL: 'https://toolbox.example.com',
    },
  ));
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const mailTo = (email: string) => received.filter((mail) => mail.to.includes(email));

describe('mail over SMTP', () => {
  it('delivers the reset mail to the SMTP server, not the outbox', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    expect(response.json()).toEqual({ message: messages.login.resetSent, mailConfigured: true });
    await t.services.passwords.idle();
    expect(mailTo(user.email)).toHaveLength(1);
    expect(mailTo(user.email)[0]).toMatchObject({ from: 'toolbox@example.com' });
    expect(resetLinkIn(mailTo(user.email)[0]!.data).origin).toBe('https://toolbox.example.com');
  });

  it('sends the test e-mail of Settings to the administrator, with the public address', async () => {
    const response = await injectAs(t, admin, 'POST', '/api/v1/system/test-mail', {});
    expect(response.json()).toEqual({
      outcome: 'sent',
      to: admin.email,
      message: messages.mail.testSent(admin.email),
    });
    const [mail] = mailTo(admin.email);
    expect(mail?.data).toContain('Toolbox test e-mail');
    expect(mail?.data).toContain('https://toolbox.example.com');
    const [entry] = await t.services.audit.list({ action: AUDIT_ACTIONS.mailTestSent });
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: { to: admin.email, outcome: 'sent' },
    });
  });

  it('says in plain words when the mail server refuses the address', async () => {
    const response = await injectAs(t, admin, 'POST', '/api/v1/system/test-mail', { to: REFUSED });
    const result = response.json<{ outcome: string; message: string }>();
    expect(result.outcome).toBe('failed');
    expect(result.message).toMatch(
      new RegExp(`^${escape(messages.mail.testFailed(''))}.*would not accept mail for ${REFUSED}`),
    );
    expect(result.message).toContain('No such mailbox here');
  });

  it('mails an administrator’s reset link; it works once and is audited', async () => {
    const user = await t.createUser();
    const response = await injectAs(
      t,
      admin,
      'POST',
      `/api/v1/users/${user.id}/password-reset-link`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sentTo: user.email });
    const [mail] = mailTo(user.email);
    expect(mail?.data).toContain(`${admin.email} (an administrator) asked to reset`);
    const link = resetLinkIn(mail!.data);
    expect(link.origin).toBe('https://toolbox.example.com');

    const token = link.searchParams.get('token')!;
    const complete = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password-reset/complete',
        payload: { token, password },
      });
    expect((await complete('brand-new-password')).statusCode).toBe(204);
    expect((await complete('another-new-password')).statusCode).toBe(400);
    expect((await t.signIn(user.email, 'brand-new-password')).statusCode).toBe(200);
    const [entry] = await t.services.audit.list({
      targetId: user.id,
      action: AUDIT_ACTIONS.userResetLinkSent,
    });
    expect(entry).toMatchObject({ actorId: admin.id });
  });

  it('does not mail a reset link to a deactivated user', async () => {
    const user = await t.createUser();
    await injectAs(t, admin, 'POST', `/api/v1/users/${user.id}/deactivate`);
    const response = await injectAs(
      t,
      admin,
      'POST',
      `/api/v1/users/${user.id}/password-reset-link`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(messages.user.resetNeedsActive);
    expect(mailTo(user.email)).toHaveLength(0);
  });
});

describe('a mail server that is away or refuses us', () => {
  it('names a refused connection, and a reset link then fails with 503 in the same words', async () => {
    const closedPort = await freePort();
    const away = await createTestAdmin({}, { SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const test = await injectAs(away.t, away.admin, 'POST', '/api/v1/system/test-mail', {});
      const server = `127.0.0.1:${closedPort}`;
      expect(test.json()).toMatchObject({
        outcome: 'failed',
        message: messages.mail.testFailed(messages.mail.refused(server)),
      });
      const user = await away.t.createUser();
      const link = await injectAs(
        away.t,
        away.admin,
        'POST',
        `/api/v1/users/${user.id}/password-reset-link`,
      );
      expect(link.statusCode).toBe(503);
      expect(link.json<{ message: string }>().message).toBe(
        messages.mail.testFailed(messages.mail.refused(server)),
      );
      // The link nobody received is not left valid.
      const tokens = await away.t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id));
      expect(tokens).toEqual([]);
    } finally {
      await away.t.close();
    }
  });

  it('names credentials the mail server refuses, without repeating them', async () => {
    const wrong = await createTestContext({
      SMTP_URL: `smtp://toolbox:wrong@127.0.0.1:${smtpPort}`,
    });
    try {
      const me = await wrong.createUser({ role: 'Admin' });
      const response = await injectAs(wrong, me, 'POST', '/api/v1/system/test-mail', {});
      const result = response.json<{ outcome: string; message: string }>();
      expect(result).toMatchObject({
        outcome: 'failed',
        message: messages.mail.testFailed(messages.mail.authFailed(`127.0.0.1:${smtpPort}`)),
      });
      expect(result.message).not.toContain('wrong');
    } finally {
      await wrong.close();
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('the mail server in /api/health and Settings → System', () => {
  /** A mail server on `port` (any when 0) that takes mail without a login. */
  async function startMailServer(port = 0): Promise<{ port: number; stop: () => Promise<void> }> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return {
      port: (server.server.address() as AddressInfo).port,
      stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  const mailStatus = async (c: TestContext, user: TestUser) => {
    const health = await c.app.inject({ method: 'GET', url: '/api/health' });
    // Mail is reported, not required: the service stays up either way.
    expect(health.statusCode).toBe(200);
    const system = await injectAs(c, user, 'GET', '/api/v1/system');
    return [
      health.json<{ mail?: string }>().mail,
      system.json<{ mail: { status?: string } }>().mail.status,
    ];
  };

  it('reports a mail server that went away, and again once it is back', async () => {
    let mail = await startMailServer();
    const { t: c, admin: me } = await createTestAdmin(
      {},
      { SMTP_URL: `smtp://127.0.0.1:${mail.port}` },
    );
    try {
      expect(await mailStatus(c, me)).toEqual(['ok', 'ok']);
      await mail.stop();
      // The answer is remembered for a minute; a mail that cannot go out shows the change at once.
      const test = await injectAs(c, me, 'POST', '/api/v1/system/test-mail', {});
      expect(test.json()).toMatchObject({ outcome: 'failed' });
      expect(await mailStatus(c, me)).toEqual(['unavailable', 'unavailable']);
      // Back on the same address: seen at the next check, a minute on, without a restart.
      mail = await startMailServer(mail.port);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 61_000);
      expect(await mailStatus(c, me)).toEqual(['ok', 'ok']);
    } finally {
      vi.useRealTimers();
      await c.close();
      await mail.stop();
    }
  });

  it('reports a mail server that greets but refuses the credentials', async () => {
    const wrong = await createTestAdmin(
      {},
      { SMTP_URL: `smtp://toolbox:wrong@127.0.0.1:${smtpPort}` },
    );
    try {
      expect(await mailStatus(wrong.t, wrong.admin)).toEqual(['unavailable', 'unavailable']);
    } finally {
      await wrong.t.close();
    }
  });

  it('reports nothing of mail without SMTP_URL: it goes to the outbox', async () => {
    const outbox = await createTestAdmin();
    try {
      const health = await outbox.t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).not.toHaveProperty('mail');
      const system = await injectAs(outbox.t, outbox.admin, 'GET', '/api/v1/system');
      const { mail } = system.json<{ mail: Record<string, unknown> }>();
      expect(mail.transport).toBe('outbox');
      expect(mail).not.toHaveProperty('status');
    } finally {
      await outbox.t.close();
    }
  });
});
