import { isApiError } from '@toolbox/client/http';
import {
  ACTIVITY_BATCH_MAX,
  RecordActivityResultSchema,
  type DocumentActivityKind,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { lastKnownUser } from '@/lib/session';
import { offlineDb } from './db';

let flushing: Promise<void> | null = null;

/**
 * Sends the signed-in user's queued entries, oldest first, a batch at a time; what the server took
 * is removed. Another user's entries (a shared phone) wait for their own session: sent under this
 * one, they would be recorded as this user's views.
 */
async function flushOnce(): Promise<void> {
  const userId = (await lastKnownUser())?.id;
  if (!userId) return;
  const db = await offlineDb();
  for (;;) {
    const mine = (await db.getAll('activity')).filter((entry) => entry.userId === userId);
    if (mine.length === 0) return;
    mine.sort((a, b) => a.at.localeCompare(b.at));
    const batch = mine.slice(0, ACTIVITY_BATCH_MAX);
    try {
      await api.post(
        '/api/v1/activity',
        { entries: batch.map(({ userId: _owner, ...entry }) => entry) },
        { schema: RecordActivityResultSchema },
      );
    } catch (error) {
      // No network or a server outage: the queue waits for the next chance. A 4xx means the
      // batch itself is unacceptable (e.g. the session is gone): it waits too, for a sign-in.
      if (isApiError(error)) return;
      throw error;
    }
    const tx = db.transaction('activity', 'readwrite');
    await Promise.all([...batch.map((entry) => tx.store.delete(entry.id)), tx.done]);
  }
}

/** Sends what is queued, once at a time; safe to call on every change of connectivity. */
export function flushActivity(): Promise<void> {
  flushing ??= flushOnce()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Records that the engineer viewed or downloaded a document: queued on the device first, so a
 * view made without signal reaches Recent Activity and the audit log when the signal is back.
 */
export async function recordDocumentActivity(
  documentId: string,
  kind: DocumentActivityKind,
): Promise<void> {
  const userId = (await lastKnownUser())?.id;
  if (!userId) return;
  const db = await offlineDb();
  await db.put('activity', {
    userId,
    id: crypto.randomUUID(),
    documentId,
    kind,
    at: new Date().toISOString(),
  });
  if (navigator.onLine) void flushActivity();
}

/** How many entries wait to be sent. */
export async function queuedActivityCount(): Promise<number> {
  return (await offlineDb()).count('activity');
}
