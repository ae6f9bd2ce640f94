import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The `app_settings` row of the sign-in security setting (`{ requireAdminTwoFactor }`), read by
 * the two-factor repository and, inside the session's one query, by the users repository.
 */
export const SECURITY_SETTINGS_KEY = 'security';

/**
 * A person's TOTP secret (decision 030), sealed with a key derived from the session secret:
 * `pendingSecret` while it is being set up, `secret` once a code proved it. `lastUsedStep` is the
 * last 30-second step a code was accepted for; no code of that step or before is taken again.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /**
   * Wrong authenticator codes in a row (decision 030): at TOTP_FAILURE_LIMIT only a recovery code
   * signs in, until one does or an administrator turns it off. The lockout's window forgets; this
   * does not.
   */
  failedCodes: integer('failed_codes').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, as their SHA-256; `usedAt` once one signed someone in. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
