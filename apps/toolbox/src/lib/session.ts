import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import type { User } from '@toolbox/domain';
import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';
import { sessionApi } from '@toolbox/web/api-client';
import { finishPendingSignOut } from '@/lib/pending-sign-out';

const LAST_USER_KEY = storageKeys.toolbox.lastUser;

/** The user of the last session the server confirmed on this device (for use offline). */
export async function lastKnownUser(): Promise<User | null> {
  const stored = readJson(LAST_USER_KEY);
  if (stored === null || stored === undefined) return null;
  // The schema (and zod) only when there is something to check.
  const { UserSchema } = await import('@toolbox/domain/session-schemas');
  const parsed = UserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function rememberUser(user: User | null): void {
  if (user) writeJson(LAST_USER_KEY, user);
  else removeKey(LAST_USER_KEY);
}

/** A re-check of a known session retries a server hiccup (5xx) twice, never a 4xx. */
function retryKnownSession(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The signed-in user: the server's answer when it can be reached; without a network, the last
 * user it confirmed here, so an engineer without signal keeps their toolbox. A failed re-check
 * (a 503 while the server restarts) keeps the user on screen (RequireUser goes by the data, not
 * the error): a session that is really gone answers 401 (issue #17 item 5).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async (): Promise<User | null> => {
      // A sign-out made without signal is finished first; until the server has heard it, this
      // device is signed out, whatever it remembers (issue #17 item 14).
      if (!(await finishPendingSignOut())) return null;
      try {
        const user = await sessionApi.getSession();
        // Someone else's kept files and answers are cleared before this user sees any.
        if (user) await (await import('@/lib/offline/device-data')).claimDevice(user.id);
        rememberUser(user);
        return user;
      } catch (error) {
        if (isApiError(error) && error.status === 0) return await lastKnownUser();
        throw error;
      }
    },
    staleTime: 60_000,
    retry: retryKnownSession,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
