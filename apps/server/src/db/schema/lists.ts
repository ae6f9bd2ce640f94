import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per list, raised by a trigger on every statement that writes the list's tables
 * (migration 0017): a list's total is kept while its version stands (decision 022).
 */
export const listVersions = pgTable('list_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
