/** What the browser needs of the API's error body and codes, without zod (first pages). */
/**
 * Error codes the API uses beyond the product's authentication codes
 * (docs/product.md#auth-error-codes).
 */
export const API_ERROR_CODES = {
  unauthenticated: 'unauthenticated',
  permissionDenied: 'permission-denied',
  notFound: 'not-found',
  invalidArgument: 'invalid-argument',
  conflict: 'aborted',
  rateLimited: 'resource-exhausted',
  internal: 'internal',
  unavailable: 'unavailable',
  accountInactive: 'account-inactive',
  accountDisabled: 'account-disabled',
  /** The account was deleted while signed in (issue #17 item 2). */
  accountDeleted: 'account-deleted',
  /** A temporary password must be replaced before anything else (issue #17 item 1). */
  passwordChangeRequired: 'password-change-required',
  /** The server has no SMTP_URL, so a mail that must reach someone cannot be sent. */
  mailNotConfigured: 'mail-not-configured',
  /** The password was right; the account asks for its TOTP code too (decision 030). */
  secondFactorRequired: 'second-factor-required',
  /** The TOTP or recovery code sent with the password is not right. */
  invalidSecondFactor: 'invalid-second-factor',
  /** An administrator must set up two-factor sign-in before anything else (decision 030). */
  twoFactorSetupRequired: 'two-factor-setup-required',
} as const;

/** The shape of `ApiErrorBodySchema` (contracts/common.contract.ts), checked by hand. */
export function isApiErrorBody(body: unknown): body is {
  code: string;
  message: string;
  details?: Record<string, string[]>;
  requestId?: string;
} {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, details, requestId } = body as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return false;
  if (requestId !== undefined && typeof requestId !== 'string') return false;
  if (details === undefined) return true;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return false;
  return Object.values(details).every(
    (list) => Array.isArray(list) && list.every((item) => typeof item === 'string'),
  );
}
