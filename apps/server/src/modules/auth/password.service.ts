import {
  AUDIT_ACTIONS,
  API_ERROR_CODES,
  messages,
  type PasswordPolicy,
  type PasswordResetAnswer,
} from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, notFound, unavailable } from '../../lib/errors';
import { describeMailError } from '../../lib/mail/mail-errors';
import type { Mailer } from '../../lib/mail/mailer';
import type { Actor, AuditService } from '../audit/audit.service';
import type { AccountDirectory } from './accounts';
import type { AuthRepository } from './auth.repository';
import type { Lockout } from './lockout';
import { resetMail, ResetLinks, sha256 } from './reset-links';
import { assertPasswordAllowed, policyCheckedHasher, type PasswordChecker } from './password-hash';

/** Reset mails per account per window: enough for a lost mail, too few to flood an inbox. */
const RESET_REQUESTS_PER_WINDOW = 3;
const RESET_REQUEST_WINDOW_MS = 15 * 60_000;

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
      /** For the plain-words description of a mail server's refusal; never shown whole. */
      smtpUrl: string | undefined;
      repository: AuthRepository;
      users: AccountDirectory;
      audit: AuditService;
      mailer: Mailer;
      logger: FastifyBaseLogger;
      lockout: Lockout;
      /** Checks a current password as sign-in does, upgrading an older hash. */
      checker: Pick<PasswordChecker, 'verify'>;
    },
  ) {
    this.hash = policyCheckedHasher(deps.policy);
    this.links = new ResetLinks(deps);
  }

  /** Reset links, for the mail and for `npm run admin -- reset-password`. */
  readonly links: ResetLinks;

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
   * apart by content or timing. The message is SPEC's sentence, always; `mailConfigured` says
   * whether an e-mail can arrive at all (no SMTP_URL), which depends on the server, not on the
   * address, so the apps can add that no e-mail will come.
   */
  requestReset(email: string, ip: string): PasswordResetAnswer {
    const task = this.processResetRequest(email.trim().toLowerCase(), ip).catch(
      (error: unknown) => {
        this.deps.logger.error({ err: error }, 'password reset request failed');
      },
    );
    this.background.add(task);
    void task.finally(() => this.background.delete(task));
    return {
      message: messages.login.resetSent,
      mailConfigured: this.deps.mailer.transport === 'smtp',
    };
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

    const { link } = await this.links.issue(user.id);
    await mailer.send(resetMail(user, link, 'Someone asked to reset'));
  }

  /**
   * An administrator e-mails a user a reset link (docs/product.md#account-recovery). Refused when
   * no e-mail can reach them (no SMTP_URL) or their account cannot sign in; the mail is sent
   * before the answer, so a mail server's refusal reaches the administrator in plain words.
   */
  async sendResetLink(userId: string, actor: Actor & { id: string }): Promise<{ sentTo: string }> {
    const { repository, audit, mailer, users } = this.deps;
    if (mailer.transport !== 'smtp') {
      throw new AppError(409, API_ERROR_CODES.mailNotConfigured, messages.user.resetNeedsMail);
    }
    const user = await users.findAccount(userId);
    if (!user) throw notFound(messages.user.notFound);
    if (user.disabled || user.status !== 'active') throw conflict(messages.user.resetNeedsActive);
    // Not the forgot-password budget (three per account per 15 minutes): anyone can spend that
    // for an address, which would lock the administrator out of helping. The route has a limit of
    // its own.
    const { link, tokenHash } = await this.links.issue(user.id);
    try {
      await mailer.send(resetMail(user, link, `${actor.email} (an administrator) asked to reset`));
    } catch (error) {
      // A link nobody received must not stay valid.
      await repository.deleteResetToken(tokenHash);
      this.deps.logger.warn({ err: error, to: user.email }, 'reset link mail failed');
      const reason = this.deps.smtpUrl
        ? describeMailError(error, this.deps.smtpUrl, user.email)
        : messages.mail.outboxFailed(error instanceof Error ? error.message : String(error));
      throw unavailable(messages.mail.testFailed(reason));
    }
    await audit.record({
      action: AUDIT_ACTIONS.userResetLinkSent,
      actor,
      target: { type: 'user', id: user.id },
      details: { email: user.email },
    });
    return { sentTo: user.email };
  }

  /**
   * An administrator sets a temporary password (docs/product.md#account-recovery): the policy
   * applies, the user is signed out everywhere and their reset links die, the sign-in lock lifts,
   * and at the next sign-in they must choose their own password.
   */
  async setTemporary(
    userId: string,
    password: string,
    actor: Actor & { id: string },
  ): Promise<void> {
    const { repository, audit, users } = this.deps;
    if (userId === actor.id) throw conflict(messages.user.cannotResetOwnPassword);
    const user = await users.findAccount(userId);
    if (!user) throw notFound(messages.user.notFound);
    const hash = await this.hashAllowed(password, 'password');
    await repository.transaction(async (tx) => {
      await repository.setPassword(tx, user.id, hash, null, { temporary: true });
      await repository.clearFailuresForUser(user.id, tx);
      await audit.record(
        {
          action: AUDIT_ACTIONS.userTemporaryPasswordSet,
          actor,
          target: { type: 'user', id: user.id },
          details: { email: user.email },
        },
        tx,
      );
    });
    users.tellOpenPages(user.id, 'password-reset');
  }

  /**
   * The user who signed in with a temporary password chooses their own
   * (docs/product.md#account-recovery). They proved the temporary one minutes ago, so only the new
   * one is asked; it must differ from the temporary one.
   */
  async chooseRequired(
    user: { id: string; email: string; mustChangePassword: boolean },
    sessionId: string,
    newPassword: string,
    ip: string,
  ): Promise<void> {
    const { repository, audit } = this.deps;
    if (!user.mustChangePassword) throw conflict(messages.password.changeNotRequired);
    await this.assertNotTemporary(user.id, newPassword, 'newPassword');
    const hash = await this.hashAllowed(newPassword, 'newPassword');
    await repository.transaction(async (tx) => {
      await repository.setPassword(tx, user.id, hash, sessionId);
      await audit.record(
        {
          action: AUDIT_ACTIONS.passwordChanged,
          actor: { id: user.id, email: user.email },
          target: { type: 'user', id: user.id },
          ip,
          details: { replacedTemporary: true },
        },
        tx,
      );
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
    const user = await this.deps.users.findAccount(row.userId);
    if (user?.mustChangePassword) await this.assertNotTemporary(user.id, password, 'password');
    const hash = await this.hashAllowed(password, 'password');
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

  /** Refuses the temporary password itself as the one that replaces it, on `field`. */
  private async assertNotTemporary(userId: string, password: string, field: string) {
    const current = await this.deps.repository.credentialHash(userId);
    if (current && (await this.deps.checker.verify({ hash: current, password }))) {
      throw sameAsTemporary(field);
    }
  }

  /**
   * Asks for the signed-in user's password again before a change to how they sign in (two-factor
   * sign-in off, new recovery codes). It draws on the sign-in budget as changing the password does.
   */
  async confirm(user: { id: string; email: string; ip: string }, password: string): Promise<void> {
    const { repository, checker, lockout } = this.deps;
    const attempt = await lockout.begin({
      email: user.email,
      ip: user.ip,
      userId: user.id,
      via: 'change-password',
    });
    const hash = await repository.credentialHash(user.id);
    if (!hash || !(await checker.verify({ hash, password }))) {
      throw new AppError(400, 'wrong-password', messages.password.currentWrong, {
        password: [messages.password.currentWrong],
      });
    }
    await lockout.forget(attempt);
  }

  /** Changes the signed-in user's password; their other sessions are signed out. */
  async change(
    user: { id: string; email: string; mustChangePassword?: boolean },
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
    if (!hash || !(await this.deps.checker.verify({ hash, password: currentPassword }))) {
      throw new AppError(400, 'wrong-password', messages.password.currentWrong, {
        currentPassword: [messages.password.currentWrong],
      });
    }
    await lockout.forget(attempt);
    // Replacing a temporary password here must not keep it either (decision 021).
    if (user.mustChangePassword && newPassword === currentPassword) {
      throw sameAsTemporary('newPassword');
    }
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

function sameAsTemporary(field: string): AppError {
  return new AppError(
    400,
    'password-does-not-meet-requirements',
    messages.password.sameAsTemporary,
    { [field]: [messages.password.sameAsTemporary] },
  );
}
