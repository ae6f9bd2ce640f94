import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Holds a maintenance task puts on the server's own clean-ups (issue #21 item 6): while a backup's
 * hold stands, no stored file is removed (a record deleted after the backup's snapshot still has
 * its file in the archive); the file is left for a later sweep. A hold ends at `until` even if
 * its task died.
 */
export const maintenanceHolds = pgTable('maintenance_holds', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
