/**
 * The contract of two-factor sign-in (docs/product.md#two-factor-sign-in, decision 030): the
 * signed-in person's state, setting it up (a secret and its otpauth URI for the QR code, then a
 * code that proves it was scanned), the recovery codes, turning it off, and the setting that
 * requires it of administrators. The messages are `messages.twoFactor` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { messages } from '../messages';

/** Recovery codes made at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/v1/auth/two-factor. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes. */
  recoveryCodesLeft: z.number().int(),
  /** Whether this person must have it (an administrator, while the setting is on). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** POST /api/v1/auth/two-factor/setup: the secret to type and the URI the QR code holds. */
export const TwoFactorSetupSchema = z.object({ secret: z.string(), uri: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** POST /api/v1/auth/two-factor/enable: a code of the app, proving the secret was scanned. */
export const TwoFactorEnableInput = z.object({
  code: z
    .string({ error: messages.twoFactor.codeRequired })
    .max(32, messages.twoFactor.codeRequired)
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, messages.twoFactor.codeRequired)),
  /** The password again: a session alone (a stolen cookie) cannot enrol an authenticator. */
  password: z.string().min(1, messages.login.missingCredentials).max(128),
});
export type TwoFactorEnableInput = z.input<typeof TwoFactorEnableInput>;

/** The recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** Turning it off and making new recovery codes ask for the password again. */
export const TwoFactorPasswordInput = z.object({
  password: z.string().min(1, messages.login.missingCredentials).max(128),
});
export type TwoFactorPasswordInput = z.infer<typeof TwoFactorPasswordInput>;

/** GET and PUT /api/v1/settings/security (administrators). */
export const SecuritySettingsSchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof SecuritySettingsSchema>;
