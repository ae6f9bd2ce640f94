import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@toolbox/web/api-client';
import { userKeys, userPath } from './user-cache';

/**
 * POST /api/v1/users/:id/two-factor/disable: turns off someone's two-factor sign-in after they
 * lost their phone and their recovery codes, with the acting administrator's password (decision
 * 030); never one's own.
 */
export function useResetTwoFactor(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.post(`${userPath(id)}/two-factor/disable`, { password }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
