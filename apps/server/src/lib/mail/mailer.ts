import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends e-mail: through SMTP when configured, otherwise into an outbox folder as .eml files. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
};

/** The mailer the configuration asks for. Log lines name the recipient and subject, never the body. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
    },
  };
}
