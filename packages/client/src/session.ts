import type { Parser } from './http';
import type {
  AccessDeniedRecord,
  PasswordPolicy,
  PasswordResetAnswer,
  User,
} from '@toolbox/domain';
import type { ApiClient } from './http';
import { ApiError, isApiError } from './http';
import { API_ERROR_CODES } from '@toolbox/domain/plain';

/**
 * The domain's schemas, fetched when an answer is first parsed: a signed-out first page (a 401
 * to the session check) never needs zod.
 */
const schemas = () => import('@toolbox/domain/session-schemas');

const UserEnvelope: Parser<User> = {
  parse: async (data) => (await schemas()).UserSchema.parse((data as { user?: unknown })?.user),
};
const AccessDeniedRecordSchema: Parser<AccessDeniedRecord> = {
  parse: async (data) => (await schemas()).AccessDeniedRecordSchema.parse(data),
};
const PasswordResetAnswerSchema: Parser<PasswordResetAnswer> = {
  parse: async (data) => (await schemas()).PasswordResetAnswerSchema.parse(data),
};
const PasswordPolicySchema: Parser<PasswordPolicy> = {
  parse: async (data) => (await schemas()).PasswordPolicySchema.parse(data),
};

export interface SignInCredentials {
  email: string;
  password: string;
  rememberMe: boolean;
  /** The TOTP or recovery code, once the server asked for it (decision 030). */
  code?: string;
}

/** The password was right and the account asks for its authenticator code (decision 030). */
export function needsSecondFactor(error: unknown): boolean {
  return isApiError(error) && error.code === API_ERROR_CODES.secondFactorRequired;
}

export interface SessionApi {
  /**
   * Signs in; rejects with the server's ApiError (its message is the wording of
   * docs/product.md#api-errors).
   */
  signIn(credentials: SignInCredentials): Promise<User>;
  signOut(): Promise<void>;
  /** The signed-in user, or null when there is no session (any 401). */
  getSession(): Promise<User | null>;
  /** Logs a denied visit to `path`; the answer is what the Access Denied notice shows. */
  recordAccessDenied(path: string): Promise<AccessDeniedRecord>;
  /**
   * Asks for a password reset email; the answer is the same for every address, and says when the
   * server has no mail set up (docs/product.md#account-recovery).
   */
  requestPasswordReset(email: string): Promise<PasswordResetAnswer>;
  /** The password policy new passwords must meet (public). */
  getPasswordPolicy(signal?: AbortSignal): Promise<PasswordPolicy>;
  /**
   * Sets a new password with the token of a reset email; rejects with `invalid-action-code`,
   * `expired-action-code` or `password-does-not-meet-requirements`.
   */
  completePasswordReset(input: { token: string; password: string }): Promise<void>;
  /** Changes the signed-in user's password; rejects with `wrong-password` or the policy code. */
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<void>;
  /**
   * Replaces the temporary password an administrator set (the user's `mustChangePassword`);
   * rejects with the policy code, or when the new one is the temporary one.
   */
  choosePassword(input: { newPassword: string }): Promise<void>;
}

export function createSessionApi(api: ApiClient): SessionApi {
  return {
    signIn: (credentials) =>
      api.post('/api/v1/auth/sign-in', credentials, { schema: UserEnvelope, skipAuthHook: true }),
    signOut: async () => {
      await api.post('/api/v1/auth/sign-out');
    },
    getSession: async () => {
      try {
        return await api.get('/api/v1/auth/session', { schema: UserEnvelope });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    recordAccessDenied: (path) =>
      api.post('/api/v1/auth/access-denied', { path }, { schema: AccessDeniedRecordSchema }),
    requestPasswordReset: (email) =>
      api.post(
        '/api/v1/auth/password-reset',
        { email },
        { schema: PasswordResetAnswerSchema, skipAuthHook: true },
      ),
    getPasswordPolicy: (signal) =>
      api.get('/api/v1/auth/password-policy', {
        schema: PasswordPolicySchema,
        skipAuthHook: true,
        ...(signal ? { signal } : {}),
      }),
    completePasswordReset: async (input) => {
      await api.post('/api/v1/auth/password-reset/complete', input, { skipAuthHook: true });
    },
    changePassword: async (input) => {
      await api.post('/api/v1/auth/change-password', input);
    },
    choosePassword: async (input) => {
      await api.post('/api/v1/auth/choose-password', input);
    },
  };
}
