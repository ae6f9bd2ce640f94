import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

/**
 * DELETE /api/v1/users/:id → 204: the user is gone for good (issue #17 item 2). 409 for one's own
 * account or the last active administrator.
 */
export const deleteUser = async (id: string): Promise<void> => {
  await api.delete(userPath(id));
};

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]);
    },
  });
}
