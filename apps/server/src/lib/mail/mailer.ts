import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-modes';
import { MailHealth, smtpVerifier } from './mail-health';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** What became of a mail: handed to the SMTP server, or written to the outbox as `file`. */
export type MailReceipt = { transport: 'smtp' } | { transport: 'outbox'; file: string };

/** Sends e-mail: through SMTP when configured, otherwise into an outbox folder as .eml files. */
export interface Mailer {
  /** `smtp` when SMTP_URL is set: mail reaches people. `outbox` otherwise: it reaches a folder. */
  readonly transport: 'smtp' | 'outbox';
  /** Rejects with the SMTP server's error (see `describeMailError`) when it refuses or is away. */
  send(message: MailMessage): Promise<MailReceipt>;
  /** Whether the SMTP server takes mail now (`smtp` only: the outbox is the data folder's). */
  readonly health?: Pick<MailHealth, 'check' | 'status'>;
}

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
};

/**
 * How long the SMTP conversation may take, so a mail server that is away fails a test mail or a
 * reset link in seconds, not at nodemailer's two-minute default.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
} as const;

/** The mailer the configuration asks for. Log lines name the recipient and subject, never the body. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    const health = new MailHealth(smtpVerifier(options.smtpUrl));
    return {
      transport: 'smtp',
      health,
      async send(message) {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          health.sent(error);
          throw error;
        }
        health.sent();
        options.logger.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { transport: 'smtp' };
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      await fs.writeFile(file, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      options.logger.info(
        { to: message.to, subject: message.subject, file },
        'mail written to the outbox (no SMTP_URL set)',
      );
      return { transport: 'outbox', file };
    },
  };
}
