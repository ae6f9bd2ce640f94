import { z } from './internal/zod';
import { timestampInput } from './internal/schema-helpers';
import { messages } from './messages';

/** What an engineer did with a document. */
export const DOCUMENT_ACTIVITY_KINDS = ['view', 'download'] as const;
export type DocumentActivityKind = (typeof DOCUMENT_ACTIVITY_KINDS)[number];

/** How far back a queued entry may date; older ones are dropped as stale. */
export const ACTIVITY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** One view or download as the toolbox records it, possibly while offline. */
export const ActivityEntryInput = z.object({
  /** Chosen by the device (a UUID), so a queue sent twice is recorded once. */
  id: z.uuid().max(36),
  documentId: z.string().min(1).max(200, messages.input.tooLong('Document id', 200)),
  kind: z.enum(DOCUMENT_ACTIVITY_KINDS),
  /** When it happened on the device (ISO 8601); a time in the future counts as now. */
  at: timestampInput('Time'),
});
export type ActivityEntryInput = z.infer<typeof ActivityEntryInput>;

/** docs/product.md#document-activity: id, userId, documentId, viewedAt and a document summary. */
export const DocumentActivitySchema = z.object({
  id: z.string(),
  userId: z.string(),
  documentId: z.string(),
  /** When the engineer viewed or downloaded it (ISO 8601). */
  viewedAt: z.string(),
  kind: z.enum(DOCUMENT_ACTIVITY_KINDS),
  document: z.object({ id: z.string(), title: z.string(), category: z.array(z.string()) }),
  /**
   * Who it was, for lists across users, with their role: lists show it beside the name, so a name
   * cannot pass for a role (docs/product.md#sec-display-names).
   */
  user: z.object({ displayName: z.string(), email: z.string(), role: z.string().nullable() }),
});
export type DocumentActivity = z.infer<typeof DocumentActivitySchema>;

/** A queued entry's time as the server records it: never in the future, null when too old. */
export function activityTime(at: string, now: Date): Date | null {
  const time = new Date(at);
  if (Number.isNaN(time.getTime())) return null;
  if (time.getTime() > now.getTime()) return now;
  if (now.getTime() - time.getTime() > ACTIVITY_MAX_AGE_MS) return null;
  return time;
}
