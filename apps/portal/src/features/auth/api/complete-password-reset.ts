import { useMutation } from '@tanstack/react-query';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * POST /api/v1/auth/password-reset/complete (public) → 204. Fails with `invalid-action-code`,
 * `expired-action-code` (docs/product.md#auth-error-codes) or
 * `password-does-not-meet-requirements`.
 */
export const completePasswordReset = (input: { token: string; password: string }) =>
  sessionApi.completePasswordReset(input);

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
