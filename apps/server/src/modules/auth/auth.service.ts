import crypto from 'node:crypto';
import {
  AUDIT_ACTIONS,
  API_ERROR_CODES,
  mayEnterPortal,
  messages,
  SESSION_TIMEOUT_MS,
  type AccessDeniedRecord,
  type SignInLock,
  type User,
} from '@toolbox/domain';
import { AppError, conflict, notFound, unauthenticated } from '../../lib/errors';
import type { AuditService } from '../audit/audit.service';
import type { Account } from '../users/users.service';
import type { AccountDirectory } from './accounts';
import type { AuthRepository } from './auth.repository';
import type { Auth } from './better-auth';
import { SESSION_TTL_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './session-lifetimes';
import { hashSessionToken } from './hashed-session-tokens';
import type { Lockout } from './lockout';
import type { SessionTokenReader } from './session-token';
import {
  heldToSetUp,
  type SecondFactor,
  type SecondFactorCheck,
  type TwoFactorService,
} from './two-factor/two-factor.service';

export type RequestContext = { headers: Headers; ip: string };

/** Whether an error is better-auth's, with its status and body. */
export type IsApiError = (
  error: unknown,
) => error is Error & { statusCode: number; body?: { code?: string } | undefined };
export type SignedInUser = Account;

/**
 * How long a revoked session (deactivated or disabled account) is kept after it was revoked or
 * last refused, so every request the browser had in flight hears why; the sweep deletes it after.
 */
export const REVOKED_SESSION_KEEP_MS = 3600_000;

/** A session's last use is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

/** Whether better-auth would extend a session expiring at `expiresAt` on this request. */
function needsExtending(expiresAt: Date): boolean {
  const issuedAt = expiresAt.getTime() - SESSION_TTL_SECONDS * 1000;
  return issuedAt + SESSION_UPDATE_AGE_SECONDS * 1000 <= Date.now();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The 401 that tells a signed-out user why (the profile messages of docs/product.md#login-errors).
 */
function refusalFor(reason: string): AppError {
  return reason === API_ERROR_CODES.accountDisabled
    ? unauthenticated(messages.login.accountDisabled, API_ERROR_CODES.accountDisabled)
    : unauthenticated(messages.login.accountDeactivated, API_ERROR_CODES.accountInactive);
}

/**
 * Sign-in, sign-out and the session behind every request, with the product's rules
 * (docs/product.md#login-errors) and words.
 */
export class AuthService {
  /**
   * `betterAuth` loads better-auth (once) when a sign-in, a sign-out or a session's extension
   * first needs it; every other request reads its session without it (session-lifetimes.ts).
   */
  constructor(
    private readonly betterAuth: () => Promise<{ auth: Auth; isApiError: IsApiError }>,
    private readonly users: AccountDirectory,
    private readonly audit: AuditService,
    private readonly repository: AuthRepository,
    private readonly lockout: Lockout,
    private readonly tokens: SessionTokenReader,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** Signs in with email + password; answers with the user and the cookies to set. */
  async signIn(
    input: {
      email: string;
      password: string;
      rememberMe: boolean;
      issueBearerToken?: boolean;
      code?: string | undefined;
    },
    context: RequestContext,
  ): Promise<{ user: User; cookies: string[]; bearerToken?: string }> {
    const email = input.email.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) {
      throw new AppError(400, 'invalid-email', messages.login.invalidEmail);
    }
    // Counted as a failure until it proves otherwise: parallel guesses cannot all slip under the limit.
    const cookie = context.headers.get('cookie') ?? undefined;
    const attempt = await this.lockout.begin({ email, ip: context.ip, cookie, via: 'sign-in' });
    try {
      const { auth } = await this.betterAuth();
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password: input.password, rememberMe: input.rememberMe },
        headers: context.headers,
        returnHeaders: true,
      });
      const row = await this.users.findAccount(response.user.id);
      if (!row) throw unauthenticated(messages.login.invalidCredential, 'invalid-credential');
      const factor = await this.secondFactor(row, input.code, response.token);
      // The failures are cleared and the sign-in recorded together. The session itself is
      // written by better-auth above, in its own transaction, which ours cannot join.
      await this.repository.transaction(async (tx) => {
        await this.lockout.succeeded(attempt, tx);
        await this.audit.record(
          {
            action: AUDIT_ACTIONS.signIn,
            actor: { id: row.id, email: row.email },
            ip: context.ip,
            details: { rememberMe: input.rememberMe, ...(factor ? { secondFactor: factor } : {}) },
          },
          tx,
        );
      });
      // The bearer plugin exposes the signed session token; only a caller who asked gets it.
      const bearerToken = headers.get('set-auth-token');
      return {
        user: await this.sessionProfile(row),
        // This browser is now trusted for this account (decision 019).
        cookies: [...headers.getSetCookie(), this.lockout.trustDevice(cookie, email)],
        ...(input.issueBearerToken && bearerToken ? { bearerToken } : {}),
      };
    } catch (error) {
      const refusal = await this.toRefusal(error);
      // A wrong password or a wrong code stays a failure; anything else was not a guess.
      if (
        refusal.code !== 'invalid-credential' &&
        refusal.code !== API_ERROR_CODES.invalidSecondFactor
      ) {
        await this.lockout.forget(attempt);
      }
      // The first step of a two-factor sign-in (the right password, no code yet) is no failure.
      if (refusal.code === API_ERROR_CODES.secondFactorRequired) throw refusal;
      // A refused attempt changes no record (its failure row was written up front so parallel
      // guesses count), so its entry stands on its own, outside any transaction.
      await this.audit.record({
        action: AUDIT_ACTIONS.signInFailed,
        actor: { id: null, email },
        ip: context.ip,
        details: { reason: refusal.code },
      });
      throw refusal;
    }
  }

  /**
   * The second factor of an account that has one (decision 030), after its password was right:
   * without a code, or with a wrong one, the session better-auth just wrote is deleted and the
   * sign-in refused.
   */
  private async secondFactor(
    account: { id: string; twoFactorEnabled: boolean },
    code: string | undefined,
    sessionToken: string,
  ): Promise<SecondFactor | undefined> {
    if (!account.twoFactorEnabled) return undefined;
    let check: SecondFactorCheck | null = null;
    try {
      check = code ? await this.twoFactor.check(account.id, code) : null;
    } finally {
      // Anything but a pass (a refusal, or a fault while checking) leaves no session behind.
      if (check !== 'totp' && check !== 'recovery-code') {
        await this.repository.deleteSessionByTokenHash(hashSessionToken(sessionToken));
      }
    }
    if (check === 'totp' || check === 'recovery-code') return check;
    if (check === null) {
      throw unauthenticated(messages.twoFactor.codeRequired, API_ERROR_CODES.secondFactorRequired);
    }
    throw unauthenticated(
      check === 'locked' ? messages.twoFactor.codeLocked : messages.twoFactor.codeWrong,
      API_ERROR_CODES.invalidSecondFactor,
    );
  }

  /**
   * The signed-in user behind a request, or null. A user deactivated or disabled since signing in
   * is signed out everywhere at once and refused with the product's message
   * (docs/product.md#login-errors).
   */
  async resolveSession(headers: Headers): Promise<{
    user: SignedInUser;
    sessionId: string;
    cookies: string[];
    /** An administrator held to setting up two-factor sign-in (decision 030). */
    twoFactorSetupRequired: boolean;
  } | null> {
    const reading = this.tokens.read(headers);
    if (reading === 'none') return null;
    // One query for the session and its account (decision 022). better-auth is asked only when
    // it has something to do: a session to extend or to end, or a token this reader is not sure of.
    if (reading !== 'unsure') {
      const found = await this.users.findSessionByToken(hashSessionToken(reading.token));
      if (!found) return null;
      const expired = found.expiresAt.getTime() <= Date.now();
      // A session not remembered is never extended.
      const toExtend = !reading.dontRemember && needsExtending(found.expiresAt);
      if (!expired && !toExtend) {
        await this.admit(found);
        return {
          user: found.user,
          sessionId: found.sessionId,
          cookies: [],
          twoFactorSetupRequired: heldToSetUp(found.user, found.requireAdminTwoFactor),
        };
      }
    }
    const { auth } = await this.betterAuth();
    const { headers: responseHeaders, response } = await auth.api.getSession({
      headers,
      returnHeaders: true,
    });
    if (!response) return null;
    const found = await this.users.findSessionAccount(response.session.id);
    if (!found) return null;
    await this.admit({ ...found, sessionId: response.session.id });
    return {
      user: found.user,
      sessionId: response.session.id,
      cookies: responseHeaders.getSetCookie(),
      twoFactorSetupRequired: heldToSetUp(found.user, found.requireAdminTwoFactor),
    };
  }

  /**
   * Refuses a revoked session, or one whose account was deactivated or disabled since it signed
   * in (signing that account out everywhere), and applies the inactivity rule.
   */
  private async admit(found: {
    user: SignedInUser;
    sessionId: string;
    revokedReason: string | null;
    lastActiveAt: Date;
  }): Promise<void> {
    const { user, revokedReason, lastActiveAt } = found;
    // A revoked session keeps refusing with its reason for REVOKED_SESSION_KEEP_MS, then the sweep
    // deletes it: every request the browser had in flight (lists, live events) gets the same
    // message, whichever comes first.
    if (revokedReason) throw refusalFor(revokedReason);
    if (user.disabled || user.status !== 'active') {
      await this.users.revokeSessions(user.id);
      throw refusalFor(
        user.disabled ? API_ERROR_CODES.accountDisabled : API_ERROR_CODES.accountInactive,
      );
    }
    await this.checkIdle(found.sessionId, lastActiveAt, mayEnterPortal(user.role));
  }

  /**
   * The server's half of the inactivity rule (docs/product.md#sec-session-idle): a session of
   * someone who may enter the portal, unused for SESSION_TIMEOUT_MS, is deleted and refused. An
   * engineer's session keeps its longer life for the offline toolbox (decision 017). Every
   * session's last use is recorded, so a change of role finds it current.
   */
  private async checkIdle(sessionId: string, lastActive: Date, portal: boolean): Promise<void> {
    const now = Date.now();
    if (portal && now - lastActive.getTime() > SESSION_TIMEOUT_MS) {
      await this.repository.deleteSession(sessionId);
      throw unauthenticated(messages.login.sessionExpired);
    }
    if (now - lastActive.getTime() >= TOUCH_EVERY_MS) {
      await this.repository.touchSession(sessionId, new Date(now));
    }
  }

  /**
   * Deletes expired sessions and revoked ones kept past REVOKED_SESSION_KEEP_MS (a sweep,
   * docs/product.md#sec-session-cleanup); answers how many.
   */
  sweepSessions(now = Date.now()): Promise<number> {
    return this.repository.deleteDeadSessions(
      new Date(now),
      new Date(now - REVOKED_SESSION_KEEP_MS),
    );
  }

  /** Whether strangers are locked out of a user's account now (the user detail page). */
  async signInLock(userId: string): Promise<SignInLock> {
    return this.lockout.state(await this.emailOf(userId));
  }

  /**
   * An administrator lifts a user's sign-in lock (decision 019): the account's failures are
   * cleared and the unlock audited, together.
   */
  async unlockSignIn(
    userId: string,
    actor: { id: string; email: string; ip: string },
  ): Promise<SignInLock> {
    const email = await this.emailOf(userId);
    await this.repository.transaction(async (tx) => {
      const cleared = await this.repository.clearFailuresForUser(userId, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.userSignInUnlocked,
          actor,
          target: { type: 'user', id: userId },
          details: { email, failuresCleared: cleared },
        },
        tx,
      );
    });
    return this.lockout.state(email);
  }

  private async emailOf(userId: string): Promise<string> {
    const row = await this.users.findAccount(userId);
    if (!row) throw notFound(messages.user.notFound);
    return row.email;
  }

  /** The API shape of the signed-in user. */
  profile(user: SignedInUser): User {
    return this.users.present(user);
  }

  /** The same, saying when the session may only set up two-factor sign-in (decision 030). */
  async sessionProfile(user: SignedInUser): Promise<User> {
    const setUp = await this.twoFactor.mustSetUp(user);
    return { ...this.users.present(user), ...(setUp ? { twoFactorSetupRequired: true } : {}) };
  }

  /** Ends this browser's session; answers with the cookies that clear it. */
  async signOut(user: SignedInUser, context: RequestContext): Promise<string[]> {
    const { auth } = await this.betterAuth();
    const { headers } = await auth.api.signOut({
      headers: context.headers,
      returnHeaders: true,
    });
    // better-auth ends the session in its own transaction, which ours cannot join.
    await this.audit.record({
      action: AUDIT_ACTIONS.signOut,
      actor: { id: user.id, email: user.email },
      ip: context.ip,
    });
    return headers.getSetCookie();
  }

  /**
   * Logs a non-administrator's attempt to enter the portal (docs/product.md#access-denied). Someone
   * the portal lets in was refused nothing, whichever page they opened: 409, and nothing logged.
   */
  async recordAccessDenied(
    user: SignedInUser,
    path: string,
    context: RequestContext,
  ): Promise<AccessDeniedRecord> {
    if (mayEnterPortal(user.role)) throw conflict('Nothing was refused: you may enter the portal.');
    const sessionId = crypto.randomBytes(12).toString('hex');
    const row = await this.audit.record({
      action: AUDIT_ACTIONS.accessDenied,
      actor: { id: user.id, email: user.email },
      target: { type: 'route', id: path },
      ip: context.ip,
      details: { sessionId, name: user.displayName, role: user.role },
    });
    return { sessionId, loggedAt: row.at.toISOString() };
  }

  private async toRefusal(error: unknown): Promise<AppError> {
    if (error instanceof AppError) return error;
    const { isApiError } = await this.betterAuth();
    if (isApiError(error)) {
      const code = error.body?.code;
      if (code === API_ERROR_CODES.accountDisabled) {
        return new AppError(403, code, messages.login.accountDisabled);
      }
      if (code === API_ERROR_CODES.accountInactive) {
        return new AppError(403, code, messages.login.accountDeactivated);
      }
      if (code === 'INVALID_EMAIL') {
        return new AppError(400, 'invalid-email', messages.login.invalidEmail);
      }
      // Too long a password and the like say no more than a wrong one.
      if (error.statusCode === 400 || error.statusCode === 401) {
        return unauthenticated(messages.login.invalidCredential, 'invalid-credential');
      }
    }
    throw error;
  }
}
