import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** One part of a multipart upload in the bucket, as the store acknowledged it. */
type SentPart = { partNumber: number; etag: string };

/**
 * An unfinished upload whose bytes wait in the bucket (STORAGE_URL set): where it stands, so that
 * any replica can take its next PATCH (issue #21 item 1). Its bytes are parts of a multipart upload
 * under `uploads/<id>/data` plus, at most, one tail shorter than a part under
 * `uploads/<id>/tail-<sent_bytes>`.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: text('id').primaryKey(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /**
     * The tus metadata the browser declared (kind, filename, sha256) as tus writes it, each value
     * in base64: a file name may hold any character, NUL included, which text and jsonb refuse.
     */
    metadata: text('metadata').notNull(),
    /** The store's id of the multipart upload; null for an empty upload, which has none. */
    multipartId: text('multipart_id'),
    parts: jsonb('parts').$type<SentPart[]>().notNull().default([]),
    /** Bytes sent as whole parts. */
    sentBytes: bigint('sent_bytes', { mode: 'number' }).notNull().default(0),
    /** Bytes after them, kept in the tail object. */
    tailBytes: integer('tail_bytes').notNull().default(0),
    /** The SHA-256 of the first `hash_offset` bytes, as a resumable state (base64). */
    hashState: text('hash_state'),
    hashOffset: bigint('hash_offset', { mode: 'number' }),
    /** Whether the parts were made into the object at `uploads/<id>/data`. */
    finished: boolean('finished').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_uploads_created_at_idx').on(table.createdAt)],
);
