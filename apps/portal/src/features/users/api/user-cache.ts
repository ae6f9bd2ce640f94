import type { QueryClient } from '@tanstack/react-query';
import type { User, UserDetail, UserListQuery } from '@toolbox/domain';
import { UserSchema } from '@toolbox/domain';
import { z } from 'zod';
import { SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

/**
 * The users feature's cache keys. Every key starts with 'users', so a change to any user can
 * refresh them all at once; a user's status history is an audit query and refreshes with 'audit'.
 */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  facets: () => ['users', 'facets'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
  history: (id: string) => ['audit', 'user', id] as const,
};

export const userPath = (id: string) => `/api/v1/users/${encodeURIComponent(id)}`;

/** The `{ user }` answer of every call that changes a user. */
export const UserEnvelope = z.object({ user: UserSchema }).transform(({ user }) => user);

/**
 * After a user changed: the new profile shows at once on their detail page (and in the sidebar
 * when it is the signed-in user), and lists, facets and audit entries load again.
 */
export async function userChanged(queryClient: QueryClient, user: User): Promise<void> {
  queryClient.setQueryData<UserDetail>(userKeys.detail(user.id), (old) =>
    old ? { ...old, ...user } : old,
  );
  const me = queryClient.getQueryData<User | null>(SESSION_QUERY_KEY);
  if (me?.id === user.id) queryClient.setQueryData(SESSION_QUERY_KEY, user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['audit'] }),
  ]);
}
