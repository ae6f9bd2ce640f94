import { isApiError } from '@toolbox/client/http';
import { api } from '@toolbox/web/api-client';
import { useEffect, useState } from 'react';
import { lastKnownUser } from '@/lib/session';
import { offlineDb, type OutboxEntry } from './db';

/** Tells the screens that queued a write when it was sent: `sent` with the entry's id. */
const events = new EventTarget();

/** Whether a failed request failed for the network (no answer), not because the server refused. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

async function send(entry: Pick<OutboxEntry, 'method' | 'url' | 'body'>): Promise<void> {
  if (entry.method === 'PUT') await api.put(entry.url, entry.body);
  else await api.post(entry.url, entry.body);
}

/**
 * A write the toolbox makes (issue #18 item 1): sent now when it can be; without signal, or when
 * the request fails for the network, kept in the device's outbox and sent when the signal is
 * back. Answers `sent`, or `queued` with the id the screen can wait for (`useOutboxEntry`). A
 * refusal from the server (4xx, 5xx) is thrown as before: the person sees why.
 */
export async function sendOrQueue(
  write: Pick<OutboxEntry, 'method' | 'url' | 'body'>,
): Promise<{ state: 'sent' } | { state: 'queued'; id: string }> {
  if (navigator.onLine) {
    try {
      await send(write);
      return { state: 'sent' };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  const userId = (await lastKnownUser())?.id;
  if (!userId) throw new Error('No signed-in user to send this for.');
  const entry: OutboxEntry = {
    ...write,
    id: crypto.randomUUID(),
    userId,
    at: new Date().toISOString(),
  };
  await (await offlineDb()).put('outbox', entry);
  return { state: 'queued', id: entry.id };
}

let flushing: Promise<void> | null = null;

/**
 * Sends the signed-in user's queued writes, oldest first, each once: removed when the server took
 * it, or when it refused it (a guide deleted meanwhile: sending again cannot help); kept when the
 * network or the server is away, for the next chance. Another user's writes (a shared phone) wait
 * for their own session.
 */
async function flushOnce(): Promise<void> {
  const userId = (await lastKnownUser())?.id;
  if (!userId) return;
  const db = await offlineDb();
  const mine = (await db.getAll('outbox'))
    .filter((entry) => entry.userId === userId)
    .sort((a, b) => a.at.localeCompare(b.at));
  for (const entry of mine) {
    try {
      await send(entry);
    } catch (error) {
      if (isNetworkFailure(error) || (isApiError(error) && error.status >= 500)) return;
      if (isApiError(error) && error.status === 401) return;
      console.warn('A queued write was refused and dropped', entry.url, error);
    }
    await db.delete('outbox', entry.id);
    events.dispatchEvent(new CustomEvent('sent', { detail: entry.id }));
  }
}

/** Sends what is queued, once at a time; safe to call on every change of connectivity. */
export function flushOutbox(): Promise<void> {
  flushing ??= flushOnce()
    .catch(() => undefined)
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/** Whether the queued write `id` is still waiting (true) or has been sent (false). */
export function useOutboxEntry(id: string | null): boolean {
  const [sentId, setSentId] = useState<string | null>(null);
  useEffect(() => {
    if (id === null) return;
    const onSent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === id) setSentId(id);
    };
    events.addEventListener('sent', onSent);
    // Sent before this screen listened: it is no longer in the outbox.
    void offlineDb()
      .then((db) => db.get('outbox', id))
      .then((entry) => {
        if (!entry) setSentId(id);
      });
    return () => events.removeEventListener('sent', onSent);
  }, [id]);
  return id !== null && sentId !== id;
}

/** How many writes wait to be sent. */
export async function queuedWriteCount(): Promise<number> {
  return (await offlineDb()).count('outbox');
}
