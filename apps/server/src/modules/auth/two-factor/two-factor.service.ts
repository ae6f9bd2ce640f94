import {
  AUDIT_ACTIONS,
  mayEnterPortal,
  messages,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type SecuritySettings,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@toolbox/domain';
import { AppError, conflict, notFound } from '../../../lib/errors';
import type { AuditService } from '../../audit/audit.service';
import type { TwoFactorRepository } from './two-factor.repository';
import {
  newRecoveryCodes,
  newTotpSecret,
  normalizeTotpCode,
  totpStep,
  totpUri,
  type TwoFactorKeys,
} from './secrets';

/** Wrong authenticator codes in a row after which only a recovery code signs in. */
export const TOTP_FAILURE_LIMIT = 10;

/** The person acting: signed in, with their role and flag as the session read them. */
export type TwoFactorUser = {
  id: string;
  email: string;
  role: string | null;
  twoFactorEnabled: boolean;
};
type Actor = { id: string; email: string; ip: string };
/** Asks for the signed-in person's password again (PasswordService.confirm). */
export type ConfirmPassword = (user: Actor, password: string) => Promise<void>;

/**
 * The rule of decision 030: while administrators must use two-factor sign-in, one without it may
 * do nothing but set it up.
 */
export function heldToSetUp(
  user: Pick<TwoFactorUser, 'role' | 'twoFactorEnabled'>,
  requireAdminTwoFactor: boolean,
): boolean {
  return requireAdminTwoFactor && mayEnterPortal(user.role) && !user.twoFactorEnabled;
}

/** How a second factor passed: a code of the app, or a recovery code (used up now). */
export type SecondFactor = 'totp' | 'recovery-code';
/** What a sign-in's code was: a pass, wrong, or one past the wrong codes' limit. */
export type SecondFactorCheck = SecondFactor | 'wrong' | 'locked';

/**
 * Two-factor sign-in (docs/product.md#two-factor-sign-in, decision 030): setting it up, the
 * recovery codes, turning it off, checking the code of a sign-in, and the setting that requires it
 * of administrators.
 */
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly keys: TwoFactorKeys,
    private readonly audit: AuditService,
    private readonly confirmPassword: ConfirmPassword,
  ) {}

  async status(user: TwoFactorUser): Promise<TwoFactorStatus> {
    const [left, required] = await Promise.all([
      user.twoFactorEnabled ? this.repository.recoveryCodesLeft(user.id) : Promise.resolve(0),
      this.isRequiredOf(user),
    ]);
    return { enabled: user.twoFactorEnabled, recoveryCodesLeft: left, required };
  }

  /** Whether this person must have it: an administrator, while the setting is on. */
  async isRequiredOf(user: Pick<TwoFactorUser, 'role'>): Promise<boolean> {
    if (!mayEnterPortal(user.role)) return false;
    return (await this.repository.settings()).requireAdminTwoFactor;
  }

  /** Whether this session may do nothing but set it up (decision 030). */
  async mustSetUp(user: Pick<TwoFactorUser, 'role' | 'twoFactorEnabled'>): Promise<boolean> {
    return heldToSetUp(user, (await this.repository.settings()).requireAdminTwoFactor);
  }

  /** A new pending secret, and its URI for the QR code; any earlier set-up is replaced. */
  async beginSetup(user: TwoFactorUser): Promise<TwoFactorSetup> {
    if (user.twoFactorEnabled) throw conflict(messages.twoFactor.alreadyOn);
    const secret = newTotpSecret();
    await this.repository.setPending(user.id, this.keys.seal(secret, user.id));
    return { secret, uri: totpUri(secret, user.email) };
  }

  /**
   * A code of the app proves the scan, and the password proves the person: it is on, their other
   * sessions end, and here are the recovery codes (once).
   */
  async enable(
    user: TwoFactorUser,
    input: { code: string; password: string },
    actor: Actor,
    sessionId: string | null,
  ): Promise<RecoveryCodes> {
    if (user.twoFactorEnabled) throw conflict(messages.twoFactor.alreadyOn);
    await this.confirmPassword(actor, input.password);
    const row = await this.repository.get(user.id);
    const sealed = row?.pendingSecret ?? null;
    const secret = sealed ? this.keys.open(sealed, user.id) : null;
    if (!sealed || !secret) throw conflict(messages.twoFactor.setupNotStarted);
    const step = await totpStep(secret, normalizeTotpCode(input.code), null);
    if (step === null) throw wrongCode('code');
    const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    await this.repository.transaction(async (tx) => {
      const done = await this.repository.enable(tx, user.id, {
        sealedSecret: sealed,
        step,
        codeHashes: recoveryCodes.map((code) => this.keys.hashRecoveryCode(user.id, code)),
      });
      if (!done) throw conflict(messages.twoFactor.setupNotStarted);
      // A session someone else holds (a stolen cookie) must now sign in with the code too.
      await this.repository.endOtherSessions(tx, user.id, sessionId);
      await this.audit.record(
        { action: AUDIT_ACTIONS.twoFactorEnabled, actor, target: { type: 'user', id: user.id } },
        tx,
      );
    });
    return { recoveryCodes };
  }

  /** Turns it off with the password; not while it is required of them. */
  async disable(user: TwoFactorUser, password: string, actor: Actor): Promise<void> {
    if (!user.twoFactorEnabled) throw conflict(messages.twoFactor.notOn);
    if (await this.isRequiredOf(user)) throw conflict(messages.twoFactor.requiredForAdmins);
    await this.confirmPassword(actor, password);
    await this.turnOff(user.id, actor);
  }

  /**
   * An administrator turns it off for someone who lost their phone and their codes, with their own
   * password: a session left open somewhere cannot strip another administrator's second factor.
   */
  async disableFor(userId: string, password: string, actor: Actor): Promise<void> {
    if (userId === actor.id) throw conflict(messages.twoFactor.notForYourself);
    await this.confirmPassword(actor, password);
    await this.turnOff(userId, actor);
  }

  /** New recovery codes with the password; the old ones stop working. */
  async renewCodes(user: TwoFactorUser, password: string, actor: Actor): Promise<RecoveryCodes> {
    if (!user.twoFactorEnabled) throw conflict(messages.twoFactor.notOn);
    await this.confirmPassword(actor, password);
    const recoveryCodes = newRecoveryCodes(RECOVERY_CODE_COUNT);
    await this.repository.transaction(async (tx) => {
      await this.repository.replaceCodes(
        tx,
        user.id,
        recoveryCodes.map((code) => this.keys.hashRecoveryCode(user.id, code)),
      );
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.recoveryCodesRenewed,
          actor,
          target: { type: 'user', id: user.id },
        },
        tx,
      );
    });
    return { recoveryCodes };
  }

  /**
   * The second factor of a sign-in: a code of the app for a step not used before, or an unused
   * recovery code. After TOTP_FAILURE_LIMIT wrong codes in a row only a recovery code passes.
   */
  async check(userId: string, code: string): Promise<SecondFactorCheck> {
    const row = await this.repository.get(userId);
    const digits = normalizeTotpCode(code);
    if (/^\d{6}$/.test(digits)) {
      // A secret sealed under another session secret opens no more: every code is wrong.
      const secret = row?.secret ? this.keys.open(row.secret, userId) : null;
      if (!row || !secret) return 'wrong';
      if (row.failedCodes >= TOTP_FAILURE_LIMIT) return 'locked';
      const step = await totpStep(secret, digits, row.lastUsedStep ?? null);
      if (step !== null && (await this.repository.useStep(userId, step))) return 'totp';
      await this.repository.countWrongCode(userId);
      return 'wrong';
    }
    const used = await this.repository.useRecoveryCode(
      userId,
      this.keys.hashRecoveryCode(userId, code),
    );
    if (!used) return 'wrong';
    await this.repository.forgiveWrongCodes(userId);
    return 'recovery-code';
  }

  async settings(): Promise<SecuritySettings> {
    return this.repository.settings();
  }

  /** Requiring it of administrators needs an administrator who has it. */
  async saveSettings(
    input: SecuritySettings,
    user: TwoFactorUser,
    actor: Actor,
  ): Promise<SecuritySettings> {
    if (input.requireAdminTwoFactor && !user.twoFactorEnabled) {
      throw conflict(messages.twoFactor.enableYourselfFirst);
    }
    await this.repository.transaction(async (tx) => {
      await this.repository.saveSettings(tx, input);
      await this.audit.record(
        { action: AUDIT_ACTIONS.twoFactorRequirementChanged, actor, details: { ...input } },
        tx,
      );
    });
    return this.repository.settings();
  }

  private async turnOff(userId: string, actor: Actor): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const wasOn = await this.repository.disable(tx, userId);
      if (wasOn === null) throw notFound(messages.user.notFound);
      if (!wasOn) throw conflict(messages.twoFactor.notOn);
      await this.audit.record(
        { action: AUDIT_ACTIONS.twoFactorDisabled, actor, target: { type: 'user', id: userId } },
        tx,
      );
    });
  }
}

function wrongCode(field: string): AppError {
  return new AppError(400, 'invalid-second-factor', messages.twoFactor.codeWrong, {
    [field]: [messages.twoFactor.codeWrong],
  });
}
