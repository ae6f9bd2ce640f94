import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Device the push token was registered from (docs/product.md#users). */
export type DeviceInfo = { platform: string; userAgent: string; lastActive: string };

/** Account and profile in one row, keyed by the account id (docs/product.md#users). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name').notNull().default(''),
    image: text('image'),
    /** Free text; checked case-insensitively for admin. */
    role: text('role'),
    team: text('team'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * Set when an administrator gives the user a temporary password: until they choose their own,
     * their sessions may do nothing else (docs/product.md#account-recovery).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Whether sign-in asks for a TOTP code too (decision 030); its secret is in user_two_factor. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    fcmToken: text('fcm_token'),
    tokenLastUpdated: timestamp('token_last_updated', { withTimezone: true }),
    deviceInfo: jsonb('device_info').$type<DeviceInfo>(),
    ...timestamps,
  },
  (t) => [
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_lower_idx').on(sql`lower(${t.role})`),
  ],
);
