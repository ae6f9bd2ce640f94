import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { UserEnvelope, userChanged, userPath } from './user-cache';

/**
 * PUT /api/v1/users/:id/disabled → `{ user }`. Disabling also makes the user inactive and ends
 * their sessions; enabling makes them active again (docs/product.md#user-status). 409 for one's own
 * account or the last administrator.
 */
export const setUserDisabled = ({
  id,
  disabled,
}: {
  id: string;
  disabled: boolean;
}): Promise<User> => api.put(`${userPath(id)}/disabled`, { disabled }, { schema: UserEnvelope });

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: (user) => userChanged(queryClient, user),
  });
}
