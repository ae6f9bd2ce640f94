import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counts of the rate limits and write budgets, shared by every replica on PostgreSQL
 * (issue #21 item 2): one row per limited key, counting until `resets_at`. Unlogged (migration
 * 0023): counts need no crash safety, and a write of each limited request costs no WAL.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
});
