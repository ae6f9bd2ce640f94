import { useMutation } from '@tanstack/react-query';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * POST /api/v1/auth/password-reset. Never fails: the screen says the same thing whatever
 * happened (docs/product.md#password-reset), so whether an account exists stays private.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await sessionApi.requestPasswordReset(email);
  } catch (error) {
    console.warn('Password reset request failed', error);
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
