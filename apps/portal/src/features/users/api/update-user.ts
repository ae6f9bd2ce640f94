import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { UserEnvelope, userChanged, userPath } from './user-cache';

/** PATCH /api/v1/users/:id body: only the fields that change. */
export interface UpdateUserChanges {
  email?: string;
  displayName?: string;
  role?: string;
  team?: string | null;
}

/**
 * PATCH /api/v1/users/:id → `{ user }`. 409 when the email is taken, for removing one's own
 * admin role, or for taking the role of the last administrator.
 */
export const updateUser = ({
  id,
  changes,
}: {
  id: string;
  changes: UpdateUserChanges;
}): Promise<User> => api.patch(userPath(id), changes, { schema: UserEnvelope });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
