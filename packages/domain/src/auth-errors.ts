import { API_ERROR_CODES } from './api-codes';
import { messages } from './messages';

/** Error codes of the authentication service (docs/product.md#auth-error-codes). */
export const AUTH_ERROR_CODES = [
  'wrong-password',
  'invalid-email',
  'email-already-in-use',
  'user-not-found',
  'user-disabled',
  'too-many-requests',
  'invalid-credential',
  'expired-action-code',
  'invalid-action-code',
  'requires-recent-login',
  'user-token-expired',
  'network-request-failed',
  'password-does-not-meet-requirements',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Whether a string is one of the product's authentication error codes
 * (docs/product.md#auth-error-codes).
 */
export function isAuthErrorCode(code: unknown): code is AuthErrorCode {
  return typeof code === 'string' && (AUTH_ERROR_CODES as readonly string[]).includes(code);
}

const LOGIN_MESSAGES: Readonly<Record<string, string>> = {
  'wrong-password': messages.login.invalidCredential,
  'user-not-found': messages.login.invalidCredential,
  'invalid-credential': messages.login.invalidCredential,
  'invalid-email': messages.login.invalidEmail,
  'too-many-requests': messages.login.tooManyAttempts,
  'user-disabled': messages.login.authDisabled,
  [API_ERROR_CODES.accountInactive]: messages.login.accountDeactivated,
  [API_ERROR_CODES.accountDisabled]: messages.login.accountDisabled,
};

/**
 * The sign-in message for an error code (docs/product.md#login-errors). Unknown user and wrong
 * password read the same so the form never tells which emails have accounts. Other codes pass the
 * error's own message through, or the portal's fallback when there is none. An `auth/` prefix is
 * ignored.
 */
export function loginErrorMessage(
  code: string | null | undefined,
  fallbackMessage?: string | null,
): string {
  const key = (code ?? '').trim().replace(/^auth\//, '');
  const known = Object.hasOwn(LOGIN_MESSAGES, key) ? LOGIN_MESSAGES[key] : undefined;
  if (known !== undefined) return known;
  return fallbackMessage?.trim() ? fallbackMessage : messages.login.portalFallback;
}

/**
 * What the portal's login screen shows for a failed sign-in: the error's own message if it has
 * one, otherwise the product's fallback (docs/product.md#login-errors).
 */
export function portalLoginMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return messages.login.portalFallback;
}
