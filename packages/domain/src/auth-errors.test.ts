import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_CODES,
  isAuthErrorCode,
  loginErrorMessage,
  portalLoginMessage,
} from './auth-errors';
import { messages } from './messages';

describe('AUTH_ERROR_CODES', () => {
  it('lists the product’s authentication service codes (docs/product.md#auth-error-codes)', () => {
    expect(AUTH_ERROR_CODES).toEqual([
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
    ]);
    expect(isAuthErrorCode('user-disabled')).toBe(true);
    expect(isAuthErrorCode('nope')).toBe(false);
    expect(isAuthErrorCode(3)).toBe(false);
  });
});

describe('loginErrorMessage', () => {
  it.each([
    ['wrong-password', messages.login.invalidCredential],
    ['user-not-found', messages.login.invalidCredential],
    ['invalid-credential', messages.login.invalidCredential],
    ['auth/wrong-password', messages.login.invalidCredential],
    ['invalid-email', messages.login.invalidEmail],
    ['too-many-requests', messages.login.tooManyAttempts],
    ['user-disabled', messages.login.authDisabled],
    ['account-inactive', messages.login.accountDeactivated],
    ['account-disabled', messages.login.accountDisabled],
  ])('%s → its message (docs/product.md#login-errors)', (code, expected) => {
    expect(loginErrorMessage(code, 'raw message')).toBe(expected);
  });

  it('words the first four exactly as docs/product.md#login-errors', () => {
    expect(loginErrorMessage('wrong-password')).toBe(
      'The email or password you entered is incorrect. Please try again.',
    );
    expect(loginErrorMessage('invalid-email')).toBe('Please enter a valid email address.');
    expect(loginErrorMessage('user-disabled')).toBe(
      'This account has been disabled. Please contact support.',
    );
    expect(loginErrorMessage('account-inactive')).toBe(
      'This account has been deactivated. Please contact an administrator.',
    );
  });

  it.each(['network-request-failed', 'email-already-in-use', 'something-new', '', null, undefined])(
    'passes the message through for %j',
    (code) => {
      expect(loginErrorMessage(code, 'Network is down')).toBe('Network is down');
    },
  );

  it('falls back to the portal message when there is nothing to pass through', () => {
    expect(loginErrorMessage('network-request-failed')).toBe(messages.login.portalFallback);
    expect(loginErrorMessage('network-request-failed', '  ')).toBe(messages.login.portalFallback);
    expect(loginErrorMessage('network-request-failed', null)).toBe(messages.login.portalFallback);
  });

  it('does not treat object prototype names as codes', () => {
    expect(loginErrorMessage('toString', 'x')).toBe('x');
    expect(loginErrorMessage('__proto__', 'x')).toBe('x');
  });
});

describe('portalLoginMessage', () => {
  it.each<[unknown, string]>([
    [new Error('Server says no'), 'Server says no'],
    [{ message: 'Plain object' }, 'Plain object'],
    [new Error(''), messages.login.portalFallback],
    [{ message: '   ' }, messages.login.portalFallback],
    [{ message: 42 }, messages.login.portalFallback],
    ['just a string', messages.login.portalFallback],
    [null, messages.login.portalFallback],
    [undefined, messages.login.portalFallback],
  ])('%j → %j', (error, expected) => {
    expect(portalLoginMessage(error)).toBe(expected);
  });

  it('words the fallback exactly as docs/product.md#login-errors', () => {
    expect(portalLoginMessage(null)).toBe(
      'Unable to sign in. Please check your credentials and try again.',
    );
  });
});
