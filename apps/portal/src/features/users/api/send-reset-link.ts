import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ResetLinkSentSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { userPath } from './user-cache';

/**
 * POST /api/v1/users/:id/password-reset-link → `{ sentTo }`: the user gets a one-time link by
 * e-mail (docs/product.md#account-recovery). 409 without mail set up or for an account that
 * cannot sign in; 503 with the mail server's refusal in plain words.
 */
export const sendResetLink = (id: string) =>
  api.post(`${userPath(id)}/password-reset-link`, undefined, { schema: ResetLinkSentSchema });

export function useSendResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendResetLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
}
