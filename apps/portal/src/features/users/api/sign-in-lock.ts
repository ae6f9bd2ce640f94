import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SignInLockSchema, type SignInLock } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

const lockPath = (id: string) => `${userPath(id)}/sign-in-lock`;
const lockKey = (id: string) => [...userKeys.detail(id), 'sign-in-lock'] as const;

/** GET /api/v1/users/:id/sign-in-lock: whether new browsers are locked out (decision 019). */
export const getSignInLock = (id: string, signal?: AbortSignal): Promise<SignInLock> =>
  api.get(lockPath(id), { schema: SignInLockSchema, ...(signal ? { signal } : {}) });

export const signInLockQueryOptions = (id: string) =>
  queryOptions({ queryKey: lockKey(id), queryFn: ({ signal }) => getSignInLock(id, signal) });

export function useSignInLock(id: string) {
  return useQuery(signInLockQueryOptions(id));
}

/** DELETE /api/v1/users/:id/sign-in-lock: clears the user's failed attempts (audited). */
export const unlockSignIn = (id: string): Promise<SignInLock> =>
  api.delete(lockPath(id), { schema: SignInLockSchema });

export function useUnlockSignIn(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unlockSignIn(id),
    onSuccess: async (lock) => {
      queryClient.setQueryData(lockKey(id), lock);
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
