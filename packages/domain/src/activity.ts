import { z } from 'zod';
import { RECENT_ACTIVITY_DEFAULT_COUNT } from './constants';

/** What an engineer did with a document. */
export const DOCUMENT_ACTIVITY_KINDS = ['view', 'download'] as const;
export type DocumentActivityKind = (typeof DOCUMENT_ACTIVITY_KINDS)[number];

/** Most entries one POST /api/v1/activity may carry (a queue flushed after a day offline). */
export const ACTIVITY_BATCH_MAX = 100;

/** How far back a queued entry may date; older ones are dropped as stale. */
export const ACTIVITY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** One view or download as the toolbox records it, possibly while offline. */
export const ActivityEntryInput = z.object({
  /** Chosen by the device (a UUID), so a queue sent twice is recorded once. */
  id: z.string().uuid(),
  documentId: z.string().min(1).max(200),
  kind: z.enum(DOCUMENT_ACTIVITY_KINDS),
  /** When it happened on the device (ISO 8601); a time in the future counts as now. */
  at: z.string().datetime({ offset: true }),
});
export type ActivityEntryInput = z.infer<typeof ActivityEntryInput>;

/** POST /api/v1/activity: the device's queued entries, oldest first. */
export const RecordActivityInput = z.object({
  entries: z.array(ActivityEntryInput).min(1).max(ACTIVITY_BATCH_MAX),
});
export type RecordActivityInput = z.infer<typeof RecordActivityInput>;

/** What the server did with a batch: new entries, repeats of ones it had, and dropped ones. */
export const RecordActivityResultSchema = z.object({
  recorded: z.number().int(),
  duplicates: z.number().int(),
  /** Unknown (deleted) documents and entries older than ACTIVITY_MAX_AGE_MS. */
  skipped: z.number().int(),
});
export type RecordActivityResult = z.infer<typeof RecordActivityResultSchema>;

/** SPEC.md §3 Document activity entry: id, userId, documentId, viewedAt and a document summary. */
export const DocumentActivitySchema = z.object({
  id: z.string(),
  userId: z.string(),
  documentId: z.string(),
  /** When the engineer viewed or downloaded it (ISO 8601). */
  viewedAt: z.string(),
  kind: z.enum(DOCUMENT_ACTIVITY_KINDS),
  document: z.object({ id: z.string(), title: z.string(), category: z.array(z.string()) }),
  /** Who it was, for lists across users. */
  user: z.object({ displayName: z.string(), email: z.string() }),
});
export type DocumentActivity = z.infer<typeof DocumentActivitySchema>;

/** GET /api/v1/activity: an admin may ask for anyone (or everyone); others get their own. */
export const ActivityListQuery = z.object({
  userId: z.string().min(1).max(200).optional(),
  count: z.coerce.number().int().min(1).max(50).default(RECENT_ACTIVITY_DEFAULT_COUNT),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

export const ActivityListSchema = z.object({ items: z.array(DocumentActivitySchema) });
export type ActivityList = z.infer<typeof ActivityListSchema>;

/** A queued entry's time as the server records it: never in the future, null when too old. */
export function activityTime(at: string, now: Date): Date | null {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return null;
  if (time.getTime() > now.getTime()) return now;
  if (now.getTime() - time.getTime() > ACTIVITY_MAX_AGE_MS) return null;
  return time;
}
