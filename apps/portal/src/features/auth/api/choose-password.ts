import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/session-query';

/**
 * POST /api/v1/auth/choose-password → 204: the signed-in user replaces the temporary password an
 * administrator set (docs/product.md#account-recovery). The session then opens everything.
 */
export const choosePassword = (newPassword: string) => sessionApi.choosePassword({ newPassword });

export function useChoosePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: choosePassword,
    onSuccess: () =>
      queryClient.setQueryData<User | null>(SESSION_QUERY_KEY, (user) =>
        user ? { ...user, mustChangePassword: false } : user,
      ),
  });
}
