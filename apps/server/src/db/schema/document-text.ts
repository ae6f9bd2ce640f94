import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tsvector } from './columns';
import { documentVersions } from './documents';

/**
 * What reading a PDF version's text came to (issue #22 item 1): indexed, no text (a scan),
 * failed. A version with no row has not been read yet. Gone with the version.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    status: text('status', { enum: ['indexed', 'no-text', 'failed'] }).notNull(),
    pageCount: integer('page_count'),
    /** Why reading failed, for the log and the operator; never shown as is to engineers. */
    error: text('error'),
    extractedAt: timestamp('extracted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber] }),
    foreignKey({
      name: 'document_texts_version_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentVersions.documentId, documentVersions.versionNumber],
    }).onDelete('cascade'),
  ],
);

/** The text of one page of an indexed version, searched with PostgreSQL full text. */
export const documentPages = pgTable(
  'document_pages',
  {
    documentId: text('document_id').notNull(),
    versionNumber: integer('version_number').notNull(),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    /** 'simple', as the rest of the catalogue's search: no language stemming. */
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', text)`),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.versionNumber, t.pageNumber] }),
    foreignKey({
      name: 'document_pages_text_fk',
      columns: [t.documentId, t.versionNumber],
      foreignColumns: [documentTexts.documentId, documentTexts.versionNumber],
    }).onDelete('cascade'),
    index('document_pages_search_idx').using('gin', t.search),
  ],
);
