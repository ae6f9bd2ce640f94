import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { UserEnvelope, userChanged, userPath } from './user-cache';

/**
 * POST /api/v1/users/:id/deactivate → `{ user }` with status inactive; the user's sessions end.
 * 409 for one's own account or the last administrator.
 */
export const deactivateUser = (id: string): Promise<User> =>
  api.post(`${userPath(id)}/deactivate`, undefined, { schema: UserEnvelope });

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
