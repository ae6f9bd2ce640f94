import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { API_ERROR_CODES, messages } from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { hashSessionTokens } from './hashed-session-tokens';
import {
  COOKIE_PREFIX,
  SESSION_TTL_SECONDS,
  SESSION_UPDATE_AGE_SECONDS,
} from './session-lifetimes';

/** better-auth's error class, for the service, which loads this module only when it needs it. */
export { APIError };

type AdapterFactory = ReturnType<typeof drizzleAdapter>;

/** better-auth's adapter with session tokens stored as their SHA-256 (decision 017). */
function hashedTokenAdapter(factory: AdapterFactory): AdapterFactory {
  return ((betterAuthOptions: Parameters<AdapterFactory>[0]) =>
    hashSessionTokens(factory(betterAuthOptions))) as unknown as AdapterFactory;
}

export type AuthOptions = {
  db: Database;
  secret: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** How passwords are hashed and checked (argon2id, with older hashes upgraded; decision 022). */
  password: {
    hash(password: string): Promise<string>;
    verify(input: { hash: string; password: string }): Promise<boolean>;
  };
  /** Reads the account's current status, so sign-in can refuse inactive and disabled accounts. */
  findAccountState(userId: string): Promise<{ status: string; disabled: boolean } | undefined>;
};

/**
 * better-auth configured for Toolbox: email + password on our own users table. Its HTTP handler is
 * not mounted; the server's own routes call `auth.api` so every answer speaks the product's words
 * (docs/product.md#api-errors).
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    telemetry: { enabled: false },
    rateLimit: { enabled: false },
    database: hashedTokenAdapter(
      drizzleAdapter(options.db, {
        provider: 'pg',
        usePlural: true,
        schema: { users, sessions, accounts, verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: options.password,
    },
    user: {
      fields: { name: 'displayName' },
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        team: { type: 'string', required: false, input: false },
        status: { type: 'string', required: false, input: false, defaultValue: 'active' },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    // `Authorization: Bearer <signed session token>` is read as the session cookie.
    plugins: [bearer({ requireSignature: true })],
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.publicUrl.startsWith('https://'),
    },
    logger: {
      level: 'error',
      log: (level, message) => {
        options.logger[level]({ source: 'auth' }, message);
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Runs only after the password was verified, so an account's state is never revealed
          // to someone who does not know its password.
          before: async (session) => {
            const state = await options.findAccountState(session.userId);
            if (state?.disabled) {
              throw new APIError('FORBIDDEN', {
                code: API_ERROR_CODES.accountDisabled,
                message: messages.login.accountDisabled,
              });
            }
            if (state && state.status !== 'active') {
              throw new APIError('FORBIDDEN', {
                code: API_ERROR_CODES.accountInactive,
                message: messages.login.accountDeactivated,
              });
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
