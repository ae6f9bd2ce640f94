import crypto from 'node:crypto';
import { AUDIT_ACTIONS, messages } from '@toolbox/domain';
import { conflict, notFound } from '../../lib/errors';
import type { MailMessage } from '../../lib/mail/mailer';
import type { AuditService } from '../audit/audit.service';
import type { AccountDirectory } from './accounts';
import type { AuthRepository } from './auth.repository';

/** How long a reset link works (security promise 8). */
export const RESET_TTL_MS = 60 * 60_000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export type AccountForReset = { id: string; email: string; displayName: string };

/**
 * One-time password reset links (docs/product.md#password-reset, #account-recovery): 256 random
 * bits, stored only as their SHA-256, valid for an hour, built from PUBLIC_URL and never from a
 * request's Host.
 */
export class ResetLinks {
  constructor(
    private readonly deps: {
      repository: AuthRepository;
      users: Pick<AccountDirectory, 'findAccountByEmail'>;
      audit: AuditService;
      publicUrl: string;
    },
  ) {}

  /** A fresh link for the user, and its stored hash (to revoke a link nobody received). */
  async issue(userId: string): Promise<{ link: string; tokenHash: string }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const tokenHash = sha256(token);
    await this.deps.repository.createResetToken(
      userId,
      tokenHash,
      new Date(Date.now() + RESET_TTL_MS),
    );
    return {
      link: `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
      tokenHash,
    };
  }

  /**
   * `npm run admin -- reset-password`: a link for the person at the server's console, printed
   * rather than mailed (the last administrator who forgot their password), and audited.
   */
  async issueOnServer(email: string): Promise<{ link: string; user: AccountForReset }> {
    const user = await this.deps.users.findAccountByEmail(email.trim().toLowerCase());
    if (!user) throw notFound(messages.user.notFound);
    if (user.disabled || user.status !== 'active') throw conflict(messages.user.resetNeedsActive);
    const { link } = await this.issue(user.id);
    await this.deps.audit.record({
      action: AUDIT_ACTIONS.passwordResetLinkIssued,
      actor: null,
      target: { type: 'user', id: user.id },
      details: { email: user.email, via: 'npm run admin -- reset-password' },
    });
    return { link, user };
  }
}

/** The reset e-mail: the link, how long it works, and who asked. */
export function resetMail(user: AccountForReset, link: string, whoAsked: string): MailMessage {
  return {
    to: user.email,
    subject: 'Reset your Toolbox password',
    text: [
      `Hello ${user.displayName || user.email},`,
      '',
      `${whoAsked} the password of your Toolbox account (${user.email}).`,
      'Open this link within 60 minutes to choose a new password:',
      '',
      link,
      '',
      'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
