import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { documentVersions } from './documents';
import { machines } from './machines';
import { users } from './users';

/**
 * The machines each person services (decision 029): who a mark "for the engineers of these
 * machines" reaches. A machine renamed (its id follows its name) or deleted, and a person deleted,
 * carry their rows along.
 */
export const userMachines = pgTable(
  'user_machines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    machineId: text('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.machineId] }),
    // A mark's audience: the people of a machine.
    index('user_machines_machine_idx').on(t.machineId),
  ],
);

/**
 * "Must read" on one version of a document (docs/product.md#must-read): for everyone, or for the
 * people of the machines in `document_must_read_machines`. Gone with the version.
 */
export const documentMustReads = pgTable(
  'document_must_reads',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    audience: text('audience', { enum: ['all', 'machines'] }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber] }),
    foreignKey({
      name: 'document_must_reads_version_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentVersions.documentId, documentVersions.versionNumber],
    }).onDelete('cascade'),
    // The toolbox's list: newest mark first.
    index('document_must_reads_marked_at_idx').on(sql`${t.markedAt} desc`),
  ],
);

/** The machines of a mark whose audience is `machines`. */
export const documentMustReadMachines = pgTable(
  'document_must_read_machines',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    machineId: text('machine_id')
      .notNull()
      .references(() => machines.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber, t.machineId] }),
    foreignKey({
      name: 'document_must_read_machines_mark_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentMustReads.documentId, documentMustReads.versionNumber],
    }).onDelete('cascade'),
    index('document_must_read_machines_machine_idx').on(t.machineId),
  ],
);

/**
 * When the last must-read reminder of a version was sent: apart from the mark, so removing and
 * marking it again does not lift the quarter hour between two reminders (decision 029).
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber] }),
    foreignKey({
      name: 'document_reminders_version_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentVersions.documentId, documentVersions.versionNumber],
    }).onDelete('cascade'),
  ],
);
