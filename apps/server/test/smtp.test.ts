import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, decodeQuotedPrintable, resetLinkIn, type TestContext } from './helpers';

/** A real SMTP peer on loopback receives the password-reset mail when SMTP_URL is set. */
const received: { from: string; to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let t: TestContext;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Toolbox <toolbox@example.com>',
    PUBLIC_URL: 'https://toolbox.example.com',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the reset mail to the SMTP server, not the outbox', async () => {
    const user = await t.createUser();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-reset',
      payload: { email: user.email },
    });
    await t.services.passwords.idle();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'toolbox@example.com', to: [user.email] });
    const link = resetLinkIn(decodeQuotedPrintable(received[0]!.data));
    expect(link.origin).toBe('https://toolbox.example.com');
  });
});
