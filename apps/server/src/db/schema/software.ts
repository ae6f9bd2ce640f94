import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps, tsvector } from './columns';

/** A software package for specific machines (docs/product.md#software). */
export const software = pgTable(
  'software',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    author: text('author').notNull().default(''),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    downloadURL: text('download_url').notNull(),
    filePath: text('file_path').notNull(),
    fileSizeKB: integer('file_size_kb').notNull(),
    machineIds: text('machine_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minVersion: text('min_version').notNull().default(''),
    /** The package's archive password that engineers need on site; shown to signed-in users only. */
    password: text('password').notNull().default(''),
    sha256FileHash: text('sha256_file_hash').notNull(),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by'),
    version: text('version').notNull(),
    sendNotification: boolean('send_notification').notNull().default(false),
    /** Full-text search over name, description, author and category. */
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(author, '') || ' ' || coalesce(category, ''))`,
    ),
    ...timestamps,
  },
  (t) => [
    index('software_upload_date_idx').on(t.uploadDate),
    index('software_machine_ids_idx').using('gin', t.machineIds),
    index('software_category_idx').on(t.category),
    index('software_file_path_idx').on(t.filePath),
    index('software_search_idx').using('gin', t.search),
  ],
);
