import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

/**
 * POST /api/v1/users/:id/temporary-password → 204: the user is signed out everywhere and must
 * choose their own password at the next sign-in (docs/product.md#account-recovery). 400 with the
 * policy's message on `password`; 409 for one's own account.
 */
export const setTemporaryPassword = async (input: { id: string; password: string }) => {
  await api.post(`${userPath(input.id)}/temporary-password`, { password: input.password });
};

export function useSetTemporaryPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTemporaryPassword,
    onSuccess: async (_answer, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]);
    },
  });
}
