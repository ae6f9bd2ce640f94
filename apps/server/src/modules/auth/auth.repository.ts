import { and, count, desc, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, passwordResetTokens, sessions, signInFailures, users } from '../../db/schema';
import type { Transaction } from '../files/files.repository';
import type { OutdatedHashes } from './password-hash';

/** Whose failure an attempt is: the email tried, the client address, and a trusted device's id. */
export type FailureKey = { accountKey: string; ip: string; device?: string | undefined };

/** Queries behind sign-in lockout, passwords and reset tokens. */
export class AuthRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` in one transaction, so a change and its audit entry commit together. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Failed attempts since `since`, in one query. From a trusted device (decision 019) only that
   * device's failures count; from anywhere else, the account's and the address's failures that
   * came from no trusted device.
   */
  async countFailures(key: FailureKey, since: Date) {
    if (key.device) {
      const [row] = await this.db
        .select({ device: count() })
        .from(signInFailures)
        .where(and(eq(signInFailures.device, key.device), gt(signInFailures.at, since)));
      return { device: row?.device ?? 0, account: 0, address: 0 };
    }
    const [row] = await this.db
      .select({
        account: sql<number>`count(*) filter (where ${signInFailures.accountKey} = ${key.accountKey})::int`,
        address: sql<number>`count(*) filter (where ${signInFailures.ip} = ${key.ip})::int`,
      })
      .from(signInFailures)
      .where(
        and(
          gt(signInFailures.at, since),
          isNull(signInFailures.device),
          sql`(${signInFailures.accountKey} = ${key.accountKey} or ${signInFailures.ip} = ${key.ip})`,
        ),
      );
    return { device: 0, account: row?.account ?? 0, address: row?.address ?? 0 };
  }

  /**
   * When the `n`-th newest failure in the window was recorded, for this device, or (from no
   * trusted device) this account or this client address: once it leaves the window, fewer than
   * `n` remain.
   */
  async nthNewestFailureAt(
    by: { device: string } | { accountKey: string } | { ip: string },
    since: Date,
    n: number,
  ): Promise<Date | undefined> {
    const whose =
      'device' in by
        ? eq(signInFailures.device, by.device)
        : and(
            isNull(signInFailures.device),
            'accountKey' in by
              ? eq(signInFailures.accountKey, by.accountKey)
              : eq(signInFailures.ip, by.ip),
          );
    const [row] = await this.db
      .select({ at: signInFailures.at })
      .from(signInFailures)
      .where(and(whose, gt(signInFailures.at, since)))
      .orderBy(desc(signInFailures.at))
      .offset(Math.max(n - 1, 0))
      .limit(1);
    return row?.at;
  }

  /**
   * Records an attempt as a failure before its password is checked, so parallel attempts all
   * see each other when they count; `forgetAttempt` takes it back when it did not fail.
   */
  async recordAttempt(key: FailureKey, pruneBefore: Date): Promise<number> {
    const [row] = await this.db
      .insert(signInFailures)
      .values({ accountKey: key.accountKey, ip: key.ip, device: key.device ?? null })
      .returning({ id: signInFailures.id });
    await this.db.delete(signInFailures).where(lt(signInFailures.at, pruneBefore));
    return row!.id;
  }

  async forgetAttempt(id: number): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.id, id));
  }

  /** Clears a trusted device's failures, or an account's failures from no trusted device. */
  async clearFailures(
    whose: { device: string } | { accountKey: string },
    tx: Database | Transaction = this.db,
  ): Promise<void> {
    await tx
      .delete(signInFailures)
      .where(
        'device' in whose
          ? eq(signInFailures.device, whose.device)
          : and(eq(signInFailures.accountKey, whose.accountKey), isNull(signInFailures.device)),
      );
  }

  /**
   * Lifts the lockout of the account with this id (after a completed password reset, or an
   * administrator's unlock); answers how many failures were cleared.
   */
  async clearFailuresForUser(
    userId: string,
    tx: Database | Transaction = this.db,
  ): Promise<number> {
    const cleared = await tx
      .delete(signInFailures)
      .where(
        sql`${signInFailures.accountKey} = (select ${users.email} from ${users} where ${users.id} = ${userId})`,
      )
      .returning({ id: signInFailures.id });
    return cleared.length;
  }

  async credentialHash(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .limit(1);
    return row?.password ?? undefined;
  }

  /**
   * Sets the password, signs the user out of every session but `keepSessionId`, and voids every
   * outstanding reset link, in the caller's transaction. `temporary` marks a password an
   * administrator set, which the user must replace at their next sign-in; any other password
   * lifts that mark.
   */
  async setPassword(
    tx: Transaction,
    userId: string,
    hash: string,
    keepSessionId: string | null,
    { temporary = false }: { temporary?: boolean } = {},
  ): Promise<void> {
    await tx
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    await tx.update(users).set({ mustChangePassword: temporary }).where(eq(users.id, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, userId),
      );
  }

  /**
   * Deletes sessions past their expiry, and revoked sessions last touched before `revokedBefore`
   * (kept until then to tell each request why it was signed out); answers how many.
   */
  async deleteDeadSessions(now: Date, revokedBefore: Date): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          and(isNotNull(sessions.revokedReason), lt(sessions.updatedAt, revokedBefore)),
        ),
      )
      .returning({ id: sessions.id });
    return removed.length;
  }

  async touchSession(sessionId: string, at: Date): Promise<void> {
    await this.db.update(sessions).set({ lastActiveAt: at }).where(eq(sessions.id, sessionId));
  }

  async deleteSession(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Deletes the session stored under a token's hash (a sign-in refused after better-auth's). */
  async deleteSessionByTokenHash(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.token, tokenHash));
  }

  async countResetTokensSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
    return row?.n ?? 0;
  }

  async createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insert(passwordResetTokens)
      .values({ id: crypto.randomUUID(), userId, tokenHash, expiresAt });
  }

  async deleteResetToken(tokenHash: string): Promise<void> {
    await this.db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  }

  async findResetToken(tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Uses a reset token in the caller's transaction: the token is marked used (only if it still
   * was not, so two racing requests cannot both succeed), the password set, every other
   * outstanding token of the user and every session removed. False when the token was already
   * used.
   */
  async consumeResetToken(
    tx: Transaction,
    tokenId: string,
    userId: string,
    hash: string,
  ): Promise<boolean> {
    const used = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (used.length === 0) return false;
    await tx
      .update(accounts)
      .set({ password: hash })
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    // A password the user chose through the link replaces any temporary one.
    await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), ne(passwordResetTokens.id, tokenId)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  }

  /**
   * The credentials' hashes of older kinds (password-hash.ts): how many are better-auth's scrypt
   * (from before decision 022), and one imported from Firebase (issue #20), if any is left.
   */
  async outdatedHashes(): Promise<OutdatedHashes> {
    const credential = and(eq(accounts.providerId, 'credential'), isNotNull(accounts.password));
    const [scrypt] = await this.db
      .select({ n: count() })
      .from(accounts)
      .where(
        and(
          credential,
          sql`${accounts.password} not like '$argon2id$%'`,
          sql`${accounts.password} not like '$firebase-scrypt$%'`,
        ),
      );
    const [firebase] = await this.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(credential, sql`${accounts.password} like '$firebase-scrypt$%'`))
      .limit(1);
    return { scrypt: scrypt?.n ?? 0, firebase: firebase?.hash ?? null };
  }

  /** Replaces one stored hash by another (the upgrade at a successful sign-in). */
  async replacePasswordHash(oldHash: string, newHash: string): Promise<void> {
    await this.db
      .update(accounts)
      .set({ password: newHash })
      .where(and(eq(accounts.providerId, 'credential'), eq(accounts.password, oldHash)));
  }
}
