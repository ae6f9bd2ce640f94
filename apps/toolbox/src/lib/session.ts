import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import { UserSchema, type User } from '@toolbox/domain';
import { readJson, removeKey, storageKeys, writeJson } from '@toolbox/web/storage';
import { sessionApi } from '@toolbox/web/api-client';

const LAST_USER_KEY = storageKeys.toolbox.lastUser;

/** The user of the last session the server confirmed on this device (for use offline). */
export function lastKnownUser(): User | null {
  const parsed = UserSchema.safeParse(readJson(LAST_USER_KEY));
  return parsed.success ? parsed.data : null;
}

export function rememberUser(user: User | null): void {
  if (user) writeJson(LAST_USER_KEY, user);
  else removeKey(LAST_USER_KEY);
}

/**
 * The signed-in user: the server's answer when it can be reached; without a network, the last
 * user it confirmed here, so an engineer without signal keeps their toolbox.
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async (): Promise<User | null> => {
      try {
        const user = await sessionApi.getSession();
        rememberUser(user);
        return user;
      } catch (error) {
        if (isApiError(error) && error.status === 0) return lastKnownUser();
        throw error;
      }
    },
    staleTime: 60_000,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
