import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

/**
 * DELETE /api/v1/users/:id/two-factor: turns off someone's two-factor sign-in after they lost
 * their phone and their recovery codes (decision 030); never one's own.
 */
export function useResetTwoFactor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`${userPath(id)}/two-factor`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
