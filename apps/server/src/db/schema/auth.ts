import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

/** better-auth sessions: one row per signed-in browser. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * Set when an administrator deactivates or disables the user: the session is refused on its
     * next use with the matching message (account-inactive or account-disabled), then deleted.
     */
    revokedReason: text('revoked_reason'),
    /**
     * When the session last carried a request (written at most once a minute): an administrator's
     * session unused for SESSION_TIMEOUT_MS is refused (docs/product.md#sec-session-idle).
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** better-auth credential accounts; `password` holds the scrypt hash and never leaves the server. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** better-auth verification values (password-reset tokens and the like). */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Failed sign-ins, counted per account and per client address for the lockout
 * (docs/product.md#sec-lockout).
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The lowercased email that was tried, whether or not such an account exists. */
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    /**
     * The device cookie's id when the attempt came from a browser that signed in to this account
     * before (decision 019); its failures count against that device alone.
     */
    device: text('device'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_account_idx').on(t.accountKey, t.at),
    index('sign_in_failures_ip_idx').on(t.ip, t.at),
    index('sign_in_failures_device_idx').on(t.device, t.at),
    index('sign_in_failures_at_idx').on(t.at),
  ],
);

/** Password-reset tokens: only a SHA-256 of the token is stored; single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);
