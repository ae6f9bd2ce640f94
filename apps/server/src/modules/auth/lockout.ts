import { AUDIT_ACTIONS, messages } from '@toolbox/domain';
import type { FastifyError } from 'fastify';
import type { LockoutPolicy } from '../../env';
import { AppError } from '../../lib/errors';
import type { App } from '../../lib/fastify';
import type { AuditService } from '../audit/audit.service';
import type { AuthRepository } from './auth.repository';

/** Failure rows older than this are pruned as attempts are recorded. */
const KEEP_FAILURES_MS = 24 * 3600_000;

/** The lockout's 429: the product's too-many-attempts message, and when the lock lifts. */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too-many-requests', messages.login.tooManyAttempts);
  }
}

/** Who is trying a password, and where: sign-in knows only the email, change password the user. */
export type PasswordAttempt = {
  email: string;
  ip: string;
  userId?: string;
  via: 'sign-in' | 'change-password';
};

/**
 * The failed-attempt budget of docs/product.md#sec-lockout, shared by every check of a password
 * against an account: sign-in and change password count the same failures, so a stolen session
 * gets no more guesses than a stranger at the sign-in form.
 */
export class Lockout {
  constructor(
    private readonly repository: AuthRepository,
    private readonly audit: AuditService,
    private readonly policy: LockoutPolicy,
  ) {}

  /**
   * Records the attempt as a failure before its password is checked, so parallel guesses cannot
   * all slip under the limit, and refuses it with a 429 when the account or the address is locked.
   * Answers the attempt's id: `forget` it when the password turns out right.
   */
  async begin(attempt: PasswordAttempt): Promise<number> {
    const email = attempt.email.trim().toLowerCase();
    const id = await this.repository.recordAttempt(
      email,
      attempt.ip,
      new Date(Date.now() - KEEP_FAILURES_MS),
    );
    await this.refuseWhenLocked({ ...attempt, email }, id);
    return id;
  }

  /** Takes back an attempt that did not fail. */
  forget(id: number): Promise<void> {
    return this.repository.forgetAttempt(id);
  }

  /**
   * Once an account (known or not) or a client address has had too many failures within the
   * window, every attempt is refused, the right password included, until it passes.
   */
  private async refuseWhenLocked(attempt: PasswordAttempt, id: number): Promise<void> {
    const since = new Date(Date.now() - this.policy.windowMs);
    // The counts include this attempt's own row.
    const failures = await this.repository.countFailures(attempt.email, attempt.ip, since);
    const byAccount = failures.account > this.policy.maxFailuresPerAccount;
    const byAddress = failures.address > this.policy.maxFailuresPerAddress;
    if (!byAccount && !byAddress) return;
    // A refused attempt does not lengthen the lock.
    await this.repository.forgetAttempt(id);
    // A lockout changes no record, so its entry stands on its own, outside any transaction.
    await this.audit.record({
      action: AUDIT_ACTIONS.lockout,
      actor: { id: attempt.userId ?? null, email: attempt.email },
      ip: attempt.ip,
      details: {
        accountFailures: failures.account,
        addressFailures: failures.address,
        via: attempt.via,
      },
    });
    throw new TooManyAttemptsError(await this.secondsUntilUnlocked(attempt, byAccount, byAddress));
  }

  /**
   * When the next attempt will be let through: once the failure that keeps each lock at its limit
   * has left the window.
   */
  private async secondsUntilUnlocked(
    attempt: PasswordAttempt,
    byAccount: boolean,
    byAddress: boolean,
  ): Promise<number> {
    const since = new Date(Date.now() - this.policy.windowMs);
    const [account, address] = await Promise.all([
      byAccount
        ? this.repository.nthNewestFailureAt(
            { accountKey: attempt.email },
            since,
            this.policy.maxFailuresPerAccount,
          )
        : undefined,
      byAddress
        ? this.repository.nthNewestFailureAt(
            { ip: attempt.ip },
            since,
            this.policy.maxFailuresPerAddress,
          )
        : undefined,
    ]);
    const latest = Math.max(account?.getTime() ?? 0, address?.getTime() ?? 0);
    const ms = latest + this.policy.windowMs - Date.now();
    return Math.max(1, Math.ceil(ms / 1000));
  }
}

/**
 * Adds `Retry-After` to a lockout's 429 in the routes of `app`, then hands the error on to the
 * app's error handler, which answers it as usual.
 */
export function retryAfterOnLockout(app: App): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error instanceof TooManyAttemptsError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    throw error;
  });
}
