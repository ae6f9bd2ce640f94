import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';
import { rememberUser } from '@/lib/session';

/** GET /api/v1/auth/password-policy: what a new password must have. */
export function usePasswordPolicy() {
  return useQuery({
    queryKey: ['password-policy'],
    queryFn: ({ signal }) => sessionApi.getPasswordPolicy(signal),
    staleTime: 10 * 60_000,
  });
}

/**
 * POST /api/v1/auth/choose-password → 204: the engineer replaces the temporary password an
 * administrator set (docs/product.md#account-recovery); the toolbox then opens.
 */
export function useChoosePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPassword: string) => sessionApi.choosePassword({ newPassword }),
    onSuccess: () => {
      const user = queryClient.getQueryData<User | null>(['session']);
      if (!user) return;
      const next = { ...user, mustChangePassword: false };
      rememberUser(next);
      queryClient.setQueryData(['session'], next);
    },
  });
}
