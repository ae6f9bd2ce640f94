/**
 * The contract of the document-activity endpoints, /api/v1/activity: the batch of views and
 * downloads a toolbox device sends (possibly after a day offline) with what the server did with
 * it, and the recent-activity list an engineer or an admin asks for. One entry
 * (`ActivityEntryInput`), the stored entry (`DocumentActivitySchema`) and the rule for a queued
 * entry's time are in `../activity.ts`; errors use the common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import { ActivityEntryInput, DocumentActivitySchema } from '../activity';
import { RECENT_ACTIVITY_DEFAULT_COUNT } from '../constants';

/** Most entries one POST /api/v1/activity may carry (a queue flushed after a day offline). */
export const ACTIVITY_BATCH_MAX = 100;

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

/** GET /api/v1/activity: an admin may ask for anyone (or everyone); others get their own. */
export const ActivityListQuery = z.object({
  userId: z.string().min(1).max(200).optional(),
  count: z.coerce.number().int().min(1).max(50).default(RECENT_ACTIVITY_DEFAULT_COUNT),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuery>;

/** The answer of GET /api/v1/activity. */
export const ActivityListSchema = z.object({ items: z.array(DocumentActivitySchema) });
export type ActivityList = z.infer<typeof ActivityListSchema>;
