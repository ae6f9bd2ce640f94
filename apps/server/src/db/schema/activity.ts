import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { documents } from './documents';
import { troubleshootingGuides } from './machines';
import { users } from './users';

/**
 * Document views and downloads per engineer (docs/product.md#document-activity). The id is the
 * device's, so a queue flushed twice after a time offline is recorded once.
 */
export const documentActivity = pgTable(
  'document_activity',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['view', 'download'] }).notNull(),
    /** When it happened on the device. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    /** When the server heard of it (later than viewedAt for a queued entry). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_activity_user_idx').on(t.userId, sql`${t.viewedAt} desc`),
    index('document_activity_viewed_at_idx').on(sql`${t.viewedAt} desc`),
    index('document_activity_document_idx').on(t.documentId),
  ],
);

/** "This fixed it" (or not) from an engineer who followed a troubleshooting guide. */
export const guideFeedback = pgTable(
  'guide_feedback',
  {
    id: text('id').primaryKey(),
    machineId: text('machine_id').notNull(),
    guideId: text('guide_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fixed: boolean('fixed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Re-keying a machine moves the feedback with its guides; deleting a guide drops it.
    foreignKey({
      columns: [t.machineId, t.guideId],
      foreignColumns: [troubleshootingGuides.machineId, troubleshootingGuides.id],
      name: 'guide_feedback_guide_fk',
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // One answer per engineer per guide: answering again changes it.
    unique('guide_feedback_user_guide_key').on(t.machineId, t.guideId, t.userId),
  ],
);
