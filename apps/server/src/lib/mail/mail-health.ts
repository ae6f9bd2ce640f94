import nodemailer from 'nodemailer';

/** How long a mail server's answer is trusted: it is asked at most once a minute. */
export const MAIL_CHECK_MAX_AGE_MS = 60_000;
/** How long each step of the check may take, so /api/health and Settings answer fast. */
const CHECK_TIMEOUT_MS = 1500;
/** Send failures that say nothing of the server: an address or a message it would not take. */
const NOT_THE_SERVER = new Set(['EENVELOPE', 'EMESSAGE']);

export type MailStatus = 'ok' | 'unavailable';

/**
 * Whether the mail server of SMTP_URL takes mail: nodemailer's `verify()` (connection, greeting,
 * EHLO, STARTTLS and login, as a send goes), asked at most once a minute. What a real send shows
 * of the server counts as a fresh answer, so a server that went away is reported at once.
 */
export class MailHealth {
  private last: { at: number; result: Promise<void> } | undefined;

  constructor(
    private readonly verify: () => Promise<unknown>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Resolves while the mail server takes mail, rejects while it does not. */
  check(): Promise<void> {
    if (!this.last || this.now() - this.last.at >= MAIL_CHECK_MAX_AGE_MS) {
      this.remember(this.verify().then(() => undefined));
    }
    return this.last!.result;
  }

  /** A send went through (`error` undefined) or failed with `error`. */
  sent(error?: unknown): void {
    const code = (error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && NOT_THE_SERVER.has(code)) return;
    this.remember(error === undefined ? Promise.resolve() : Promise.reject(asError(error)));
  }

  /** The status the check answers within `timeoutMs`; unavailable past it. */
  async status(timeoutMs = 2000): Promise<MailStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
    });
    try {
      await Promise.race([this.check(), timeout]);
      return 'ok';
    } catch {
      return 'unavailable';
    } finally {
      clearTimeout(timer);
    }
  }

  private remember(result: Promise<void>): void {
    result.catch(() => undefined);
    this.last = { at: this.now(), result };
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The check of `smtpUrl`'s server, on a connection of its own with short time-outs. */
export function smtpVerifier(smtpUrl: string): () => Promise<unknown> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  return () => transport.verify();
}
