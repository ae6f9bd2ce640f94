import crypto from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { AUDIT_ACTIONS, messages, type PasswordPolicy } from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { AuditService } from '../audit/audit.service';
import type { AccountDirectory } from './accounts';
import type { AuthRepository } from './auth.repository';
import type { Lockout } from './lockout';
import { assertPasswordAllowed, policyCheckedHasher } from './password-hash';

const RESET_TTL_MS = 60 * 60_000;
/** Reset mails per account per window: enough for a lost mail, too few to flood an inbox. */
const RESET_REQUESTS_PER_WINDOW = 3;
const RESET_REQUEST_WINDOW_MS = 15 * 60_000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Password policy, change and reset (docs/product.md#password-policy; security promises 2, 5, 7, 8,
 * 9 (docs/product.md#sec-authentication)).
 */
export class PasswordService {
  private readonly background = new Set<Promise<void>>();

  private readonly hash: (password: string, field: string) => Promise<string>;

  constructor(
    private readonly deps: {
      policy: PasswordPolicy;
      publicUrl: string;
      repository: AuthRepository;
      users: AccountDirectory;
      audit: AuditService;
      mailer: Mailer;
      logger: FastifyBaseLogger;
      lockout: Lockout;
    },
  ) {
    this.hash = policyCheckedHasher(deps.policy);
  }

  get policy(): PasswordPolicy {
    return this.deps.policy;
  }

  /** Refuses a password the policy does not allow, naming what it lacks, on the given field. */
  assertAllowed(password: string, field: string): void {
    assertPasswordAllowed(this.deps.policy, password, field);
  }

  /** Hash for storage (scrypt, through better-auth), after the policy check. */
  async hashAllowed(password: string, field: string): Promise<string> {
    return this.hash(password, field);
  }

  /**
   * Starts a reset. The caller answers the same whatever happens here, and the work (lookup,
   * token, mail) runs after the answer, so a registered and an unregistered email cannot be told
   * apart by content or timing.
   */
  requestReset(email: string, ip: string): void {
    const task = this.processResetRequest(email.trim().toLowerCase(), ip).catch(
      (error: unknown) => {
        this.deps.logger.error({ err: error }, 'password reset request failed');
      },
    );
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
  }

  /** Resolves when every reset request started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await Promise.all([...this.background]);
  }

  private async processResetRequest(email: string, ip: string): Promise<void> {
    const { repository, users, audit, mailer } = this.deps;
    const user = await users.findAccountByEmail(email);
    // Recorded for every request, known address or not, before deciding whether to write a
    // token: it logs the request, not a write, so it stands on its own.
    await audit.record({
      action: AUDIT_ACTIONS.passwordResetRequested,
      actor: { id: user?.id ?? null, email },
      target: user ? { type: 'user', id: user.id } : null,
      ip,
      details: { known: Boolean(user) },
    });
    if (!user || user.disabled || user.status !== 'active') return;
    const since = new Date(Date.now() - RESET_REQUEST_WINDOW_MS);
    if ((await repository.countResetTokensSince(user.id, since)) >= RESET_REQUESTS_PER_WINDOW)
      return;

    const token = crypto.randomBytes(32).toString('base64url'); // 256 random bits
    await repository.createResetToken(user.id, sha256(token), new Date(Date.now() + RESET_TTL_MS));
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Reset your Toolbox password',
      text: [
        `Hello ${user.displayName || user.email},`,
        '',
        `Someone asked to reset the password of your Toolbox account (${user.email}).`,
        'Open this link within 60 minutes to choose a new password:',
        '',
        link,
        '',
        'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  /** Sets a new password with a reset token; every session and every other token is revoked. */
  async completeReset(token: string, password: string, ip: string): Promise<void> {
    const { repository, audit } = this.deps;
    const row = await repository.findResetToken(sha256(token));
    if (!row || row.usedAt) {
      throw new AppError(400, 'invalid-action-code', messages.password.resetInvalid);
    }
    if (row.expiresAt.getTime() <= Date.now()) {
      throw new AppError(400, 'expired-action-code', messages.password.resetExpired);
    }
    const hash = await this.hashAllowed(password, 'password');
    const user = await this.deps.users.findAccount(row.userId);
    // The new password, the lifted lockout and the entry commit together or not at all.
    await repository.transaction(async (tx) => {
      if (!(await repository.consumeResetToken(tx, row.id, row.userId, hash))) {
        throw new AppError(400, 'invalid-action-code', messages.password.resetInvalid);
      }
      await repository.clearFailuresForUser(row.userId, tx);
      await audit.record(
        {
          action: AUDIT_ACTIONS.passwordResetCompleted,
          actor: { id: row.userId, email: user?.email ?? null },
          target: { type: 'user', id: row.userId },
          ip,
        },
        tx,
      );
    });
  }

  /** Changes the signed-in user's password; their other sessions are signed out. */
  async change(
    user: { id: string; email: string },
    sessionId: string,
    currentPassword: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    const { repository, audit, lockout } = this.deps;
    // The current password draws on the account's sign-in budget (docs/product.md#sec-lockout):
    // a wrong one is a failed attempt, and once locked even the right one is refused.
    const attempt = await lockout.begin({
      email: user.email,
      ip,
      userId: user.id,
      via: 'change-password',
    });
    const hash = await repository.credentialHash(user.id);
    if (!hash || !(await verifyPassword({ hash, password: currentPassword }))) {
      throw new AppError(400, 'wrong-password', messages.password.currentWrong, {
        currentPassword: [messages.password.currentWrong],
      });
    }
    await lockout.forget(attempt);
    const newHash = await this.hashAllowed(newPassword, 'newPassword');
    await repository.transaction(async (tx) => {
      await repository.setPassword(tx, user.id, newHash, sessionId);
      // Proving the password clears the account's failures, as a successful sign-in does.
      await repository.clearFailuresForUser(user.id, tx);
      await audit.record(
        {
          action: AUDIT_ACTIONS.passwordChanged,
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          ip,
        },
        tx,
      );
    });
  }
}
