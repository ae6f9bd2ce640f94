import { AUDIT_ACTIONS, messages } from '@toolbox/domain';
import type { LockoutPolicy } from '../../env';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit/audit.service';
import type { Transaction } from '../files/files.repository';
import type { AuthRepository } from './auth.repository';
import type { DeviceCookies } from './device-cookies';

/** Failure rows older than this are pruned as attempts are recorded. */
const KEEP_FAILURES_MS = 24 * 3600_000;

/** The lockout's 429: the product's too-many-attempts message, and when the lock lifts. */
export class TooManyAttemptsError extends AppError {
  constructor(override readonly retryAfterSeconds: number) {
    super(429, 'too-many-requests', messages.login.tooManyAttempts);
  }
}

/**
 * Who is trying a password, and where: sign-in knows only the email, change password the user.
 * `cookie` is a sign-in's Cookie header, which may hold a device cookie (decision 019); change
 * password passes none, so a stolen session always draws on the account's budget.
 */
export type PasswordAttempt = {
  email: string;
  ip: string;
  cookie?: string | undefined;
  userId?: string;
  via: 'sign-in' | 'change-password';
};

/** An attempt under way: its failure row, and the trusted device it came from. */
export type Attempt = { id: number; email: string; device: string | undefined };

/** An account's lock as strangers see it: the failures counted and when it lifts. */
export type LockState = { locked: boolean; failures: number; retryAfterSeconds: number | null };

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
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * The `Set-Cookie` that marks this browser as trusted for `email` after a successful sign-in
   * (decision 019).
   */
  trustDevice(cookie: string | undefined, email: string): string {
    return this.devices.issue(cookie, email);
  }

  /**
   * Records the attempt as a failure before its password is checked, so parallel guesses cannot
   * all slip under the limit, and refuses it with a 429 when the account or the address is locked.
   * Answers the attempt: `forget` it when the password turns out right.
   */
  async begin(attempt: PasswordAttempt): Promise<Attempt> {
    const email = attempt.email.trim().toLowerCase();
    const device = this.devices.deviceFor(attempt.cookie, email);
    const id = await this.repository.recordAttempt(
      { accountKey: email, ip: attempt.ip, device },
      new Date(Date.now() - KEEP_FAILURES_MS),
    );
    await this.refuseWhenLocked({ ...attempt, email }, device, id);
    return { id, email, device };
  }

  /** Takes back an attempt that did not fail. */
  forget(attempt: Attempt): Promise<void> {
    return this.repository.forgetAttempt(attempt.id);
  }

  /**
   * After a successful sign-in, in its transaction: a trusted device's failures are cleared, or,
   * from any other browser, the account's. Strangers' failures outlive the owner's sign-in from a
   * trusted device, so their lock holds (decision 019).
   */
  succeeded(attempt: Attempt, tx: Transaction): Promise<void> {
    return this.repository.clearFailures(
      attempt.device ? { device: attempt.device } : { accountKey: attempt.email },
      tx,
    );
  }

  /** Whether strangers are locked out of the account with this email now, for its detail page. */
  async state(email: string): Promise<LockState> {
    const accountKey = email.trim().toLowerCase();
    const since = new Date(Date.now() - this.policy.windowMs);
    // An address no attempt can come from: only the account's own count matters here.
    const { account } = await this.repository.countFailures({ accountKey, ip: '' }, since);
    if (account < this.policy.maxFailuresPerAccount) {
      return { locked: false, failures: account, retryAfterSeconds: null };
    }
    const seconds = await this.secondsUntilUnlocked({ accountKey }, since);
    return { locked: true, failures: account, retryAfterSeconds: seconds };
  }

  /**
   * Once an account (known or not) or a client address has had too many failures within the
   * window, every attempt from no trusted device is refused, the right password included, until
   * it passes. A trusted device is refused only after too many failures of its own.
   */
  private async refuseWhenLocked(
    attempt: PasswordAttempt,
    device: string | undefined,
    id: number,
  ): Promise<void> {
    const since = new Date(Date.now() - this.policy.windowMs);
    // The counts include this attempt's own row.
    const failures = await this.repository.countFailures(
      { accountKey: attempt.email, ip: attempt.ip, device },
      since,
    );
    const byDevice = failures.device > this.policy.maxFailuresPerAccount;
    const byAccount = failures.account > this.policy.maxFailuresPerAccount;
    const byAddress = failures.address > this.policy.maxFailuresPerAddress;
    if (!byDevice && !byAccount && !byAddress) return;
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
        ...(device ? { trustedDevice: true, deviceFailures: failures.device } : {}),
        via: attempt.via,
      },
    });
    const seconds = await this.secondsUntilUnlocked(
      {
        ...(byDevice && device ? { device } : {}),
        ...(byAccount ? { accountKey: attempt.email } : {}),
        ...(byAddress ? { ip: attempt.ip } : {}),
      },
      since,
    );
    throw new TooManyAttemptsError(seconds);
  }

  /**
   * When the next attempt will be let through: once the failure that keeps each lock at its limit
   * has left the window.
   */
  private async secondsUntilUnlocked(
    locks: { device?: string; accountKey?: string; ip?: string },
    since: Date,
  ): Promise<number> {
    const { maxFailuresPerAccount: perAccount, maxFailuresPerAddress: perAddress } = this.policy;
    const times = await Promise.all([
      locks.device &&
        this.repository.nthNewestFailureAt({ device: locks.device }, since, perAccount),
      locks.accountKey &&
        this.repository.nthNewestFailureAt({ accountKey: locks.accountKey }, since, perAccount),
      locks.ip && this.repository.nthNewestFailureAt({ ip: locks.ip }, since, perAddress),
    ]);
    const latest = Math.max(0, ...times.map((at) => (at ? at.getTime() : 0)));
    const ms = latest + this.policy.windowMs - Date.now();
    return Math.max(1, Math.ceil(ms / 1000));
  }
}
