import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  appSettings,
  SECURITY_SETTINGS_KEY,
  sessions,
  userRecoveryCodes,
  users,
  userTwoFactor,
} from '../../../db/schema';
import type { Transaction } from '../../files/files.repository';

export type SecuritySettingsValue = { requireAdminTwoFactor: boolean };

/** The only place with two-factor queries (decision 030). */
export class TwoFactorRepository {
  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async get(userId: string) {
    const [row] = await this.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, userId))
      .limit(1);
    return row;
  }

  /** Starts (or starts again) a set-up with a new pending secret. */
  async setPending(userId: string, sealedSecret: string): Promise<void> {
    await this.db
      .insert(userTwoFactor)
      .values({ userId, pendingSecret: sealedSecret })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { pendingSecret: sealedSecret, updatedAt: sql`now()` },
      });
  }

  /**
   * Turns it on with the pending secret that a code just proved (only if it is still that one),
   * the step of that code, and the recovery codes. Answers false when another set-up replaced it.
   */
  async enable(
    tx: Transaction,
    userId: string,
    proved: { sealedSecret: string; step: number; codeHashes: string[] },
  ): Promise<boolean> {
    const updated = await tx
      .update(userTwoFactor)
      .set({
        secret: proved.sealedSecret,
        pendingSecret: null,
        enabledAt: sql`now()`,
        lastUsedStep: proved.step,
        updatedAt: sql`now()`,
      })
      .where(
        and(eq(userTwoFactor.userId, userId), eq(userTwoFactor.pendingSecret, proved.sealedSecret)),
      )
      .returning({ userId: userTwoFactor.userId });
    if (updated.length === 0) return false;
    await tx.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, userId));
    await this.replaceCodes(tx, userId, proved.codeHashes);
    return true;
  }

  /**
   * Turns it off: the secret, the codes and the flag go together. Answers whether it was on, or
   * null when there is no such person.
   */
  async disable(tx: Transaction, userId: string): Promise<boolean | null> {
    const [before] = await tx
      .select({ on: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    return before ? before.on : null;
  }

  async replaceCodes(tx: Transaction, userId: string, codeHashes: string[]): Promise<void> {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
    await tx.insert(userRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  }

  /** Uses a recovery code once: answers false when it is not one of theirs or was used. */
  async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    const used = await this.db
      .update(userRecoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(userRecoveryCodes.userId, userId),
          eq(userRecoveryCodes.codeHash, codeHash),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ userId: userRecoveryCodes.userId });
    return used.length > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
    return Number(row?.n ?? 0);
  }

  /**
   * Records that a code of `step` signed them in, only if no code of that step or a later one
   * did: two requests with the same code cannot both pass.
   */
  async useStep(userId: string, step: number): Promise<boolean> {
    const updated = await this.db
      .update(userTwoFactor)
      .set({ lastUsedStep: step, failedCodes: 0 })
      .where(
        and(
          eq(userTwoFactor.userId, userId),
          or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userTwoFactor.userId });
    return updated.length > 0;
  }

  /** One more wrong authenticator code in a row. */
  async countWrongCode(userId: string): Promise<void> {
    await this.db
      .update(userTwoFactor)
      .set({ failedCodes: sql`${userTwoFactor.failedCodes} + 1` })
      .where(eq(userTwoFactor.userId, userId));
  }

  /** A recovery code signed them in: the wrong codes before it are forgiven. */
  async forgiveWrongCodes(userId: string): Promise<void> {
    await this.db
      .update(userTwoFactor)
      .set({ failedCodes: 0 })
      .where(eq(userTwoFactor.userId, userId));
  }

  /** Ends every session of the person but `keep` (two-factor sign-in was just turned on). */
  async endOtherSessions(tx: Transaction, userId: string, keep: string | null): Promise<void> {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
  }

  async settings(): Promise<SecuritySettingsValue> {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, SECURITY_SETTINGS_KEY));
    const value = row?.value as Partial<SecuritySettingsValue> | undefined;
    return { requireAdminTwoFactor: value?.requireAdminTwoFactor === true };
  }

  async saveSettings(tx: Transaction, value: SecuritySettingsValue): Promise<void> {
    await tx
      .insert(appSettings)
      .values({ key: SECURITY_SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
  }
}
