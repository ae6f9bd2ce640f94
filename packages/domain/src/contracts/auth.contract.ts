/**
 * The contract of the authentication endpoints under /api/v1/auth: the bodies of completing a
 * password reset and of changing one's password, and the answer of recording an access-denied
 * attempt. The sign-in, forgot-password and profile bodies are the form inputs `SignInInput`,
 * `PasswordResetInput` and `ProfileInput` of `../user.ts`, which the forms share; the error codes
 * these endpoints answer with, and the sign-in messages for them, are in `../auth-errors.ts`.
 */
import { z } from '../internal/zod';

/** Answer of POST /api/v1/auth/access-denied: the logged attempt behind the Access Denied notice. */
export const AccessDeniedRecordSchema = z.object({
  sessionId: z.string(),
  loggedAt: z.string(),
});
export type AccessDeniedRecord = z.infer<typeof AccessDeniedRecordSchema>;

/** POST /api/v1/auth/password-reset/complete body. */
export const CompletePasswordResetInput = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(1024),
});

/** POST /api/v1/auth/change-password body. */
export const ChangePasswordInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
});

/**
 * POST /api/v1/auth/choose-password body: the new password of a user who signed in with a
 * temporary one (docs/product.md#account-recovery).
 */
export const ChoosePasswordInput = z.object({
  newPassword: z.string().min(1).max(1024),
});

/**
 * Answer of POST /api/v1/auth/password-reset: the same for every address. The message is SPEC's
 * sentence; `mailConfigured` false means no e-mail will arrive from this server, which the apps
 * add beneath it (docs/product.md#account-recovery).
 */
export const PasswordResetAnswerSchema = z.object({
  message: z.string(),
  mailConfigured: z.boolean(),
});
export type PasswordResetAnswer = z.infer<typeof PasswordResetAnswerSchema>;
