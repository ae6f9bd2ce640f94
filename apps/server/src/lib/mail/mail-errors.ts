import { messages } from '@toolbox/domain';
import { SMTP_TIMEOUTS } from './mailer';

type SmtpError = Error & {
  code?: string;
  errno?: string | number;
  responseCode?: number;
  response?: string;
  command?: string;
};

/** host:port of an SMTP URL, without the user name and password it may carry. */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}

/**
 * A mail server's failure in plain words (issue #17 item 1): what an administrator reads after a
 * test mail or a reset link that did not go. Never echoes the SMTP_URL's password.
 */
export function describeMailError(error: unknown, smtpUrl: string, to: string): string {
  const server = smtpServerOf(smtpUrl);
  const e = (error instanceof Error ? error : new Error(String(error))) as SmtpError;
  const text = `${e.code ?? ''} ${String(e.errno ?? '')} ${e.message}`;
  if (/ECONNREFUSED/.test(text)) return messages.mail.refused(server);
  if (/ENOTFOUND|EAI_AGAIN/.test(text) || e.code === 'EDNS') {
    return messages.mail.hostNotFound(new URL(smtpUrl).hostname);
  }
  if (e.code === 'ETIMEDOUT' || /ETIMEDOUT|timeout/i.test(text)) {
    return messages.mail.timedOut(server, SMTP_TIMEOUTS.connectionTimeout / 1000);
  }
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH') return messages.mail.authFailed(server);
  if (e.code === 'EENVELOPE') return messages.mail.recipientRefused(to, serverAnswer(e));
  if (e.code === 'ETLS' || e.code === 'EREQUIRETLS' || /TLS|SSL|certificate/i.test(text)) {
    return messages.mail.tlsFailed(server, e.message);
  }
  return messages.mail.otherFailure(server, serverAnswer(e));
}

/** The SMTP server's own answer when it gave one, else the error's message. */
function serverAnswer(e: SmtpError): string {
  return (e.response ?? e.message).trim();
}
