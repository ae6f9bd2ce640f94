import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from './columns';
import { users } from './users';

/**
 * A document (docs/product.md#documents); its current file fields are those of its current
 * version's row.
 */
export const documents = pgTable(
  'documents',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    machineIds: text('machine_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileType: text('file_type').notNull().default(''),
    currentVersion: integer('current_version').notNull().default(1),
    isDownloaded: boolean('is_downloaded').notNull().default(false),
    sendNotification: boolean('send_notification').notNull().default(false),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by'),
    updatedBy: text('updated_by'),
    /** Full-text search over title, description and author ('simple': no language stemming). */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(author, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('documents_upload_date_idx').on(t.uploadDate),
    index('documents_search_idx').using('gin', t.search),
    index('documents_categories_idx').using('gin', t.categories),
    index('documents_machine_ids_idx').using('gin', t.machineIds),
  ],
);

/** One row per version of a document (docs/product.md#document-versions). */
export const documentVersions = pgTable(
  'document_versions',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    fileUrl: text('file_url').notNull(),
    filePath: text('file_path').notNull(),
    fileSizeKB: integer('file_size_kb').notNull(),
    sha256FileHash: text('sha256_file_hash').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by'),
    author: text('author').notNull().default(''),
    changes: text('changes').notNull().default('Initial version'),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber] }),
    // Whether a stored file is still referenced (deletes and the orphan sweep ask).
    index('document_versions_file_path_idx').on(t.filePath),
  ],
);

/**
 * Who has read which version of a document (docs/product.md#document-acknowledgements): one row
 * per person and version, gone with the version or the person.
 */
export const documentAcknowledgements = pgTable(
  'document_acknowledgements',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber, t.userId] }),
    foreignKey({
      name: 'document_acknowledgements_version_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentVersions.documentId, documentVersions.versionNumber],
    }).onDelete('cascade'),
    // The admin list: one document's acknowledgements, newest first.
    index('document_acknowledgements_document_idx').on(t.documentId, t.acknowledgedAt),
  ],
);

/**
 * Documents per category, kept by a trigger on `documents` (migration 0001), so the dashboard
 * reads a few rows instead of unnesting every document's categories.
 */
export const documentCategoryCounts = pgTable('document_category_counts', {
  name: text('name').primaryKey(),
  count: integer('count').notNull(),
});
