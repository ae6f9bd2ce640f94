/**
 * The contract of GET /api/v1/system, which administrators read to see what this installation
 * runs on: the version, the database engine, the storage back end and its use, whether push is
 * configured and how many devices subscribed, and how mail goes out. It never carries a secret;
 * errors use the common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';

/** GET /api/v1/system (admins): what this installation runs on. Never carries a secret. */
export const SystemInfoSchema = z.object({
  /** Toolbox's version (the root package.json). */
  version: z.string(),
  database: z.object({ engine: z.enum(['pglite', 'postgres']) }),
  storage: z.object({
    backend: z.enum(['disk', 's3']),
    /** Bytes of the distinct document and software files on record. */
    usedBytes: z.number(),
    files: z.number().int(),
  }),
  push: z.object({
    configured: z.boolean(),
    /** Where the VAPID keys come from. */
    keySource: z.enum(['environment', 'generated']),
    /** Devices subscribed to pushes. */
    subscriptions: z.number().int(),
  }),
  mail: z.object({
    /** smtp: sent through SMTP_URL; outbox: written to DATA_DIR/outbox. */
    transport: z.enum(['smtp', 'outbox']),
    /** The SMTP server's host, without credentials; null for the outbox. */
    host: z.string().nullable(),
    from: z.string(),
    /**
     * Whether the SMTP server takes mail now (connection, greeting and login; asked at most once
     * a minute, and a failed send counts at once); absent for the outbox.
     */
    status: z.enum(['ok', 'unavailable']).optional(),
  }),
});
export type SystemInfo = z.infer<typeof SystemInfoSchema>;

/** POST /api/v1/system/test-mail body: where the test e-mail goes (the caller's own address if absent). */
export const TestMailInput = z.object({
  to: z.email().max(254).optional(),
});

/**
 * Answer of POST /api/v1/system/test-mail: `sent` (the mail server accepted it), `outbox` (no
 * SMTP_URL: written to DATA_DIR/outbox) or `failed` (the mail server's problem in plain words).
 */
export const TestMailResultSchema = z.object({
  outcome: z.enum(['sent', 'outbox', 'failed']),
  to: z.string(),
  message: z.string(),
});
export type TestMailResult = z.infer<typeof TestMailResultSchema>;
