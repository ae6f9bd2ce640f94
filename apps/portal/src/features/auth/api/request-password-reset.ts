import { useMutation } from '@tanstack/react-query';
import { messages, type PasswordResetAnswer } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * POST /api/v1/auth/password-reset. Never fails: the screen says the same thing whatever
 * happened to the address (docs/product.md#password-reset), so whether an account exists stays
 * private; a failed request reads as SPEC's sentence too. Only a server without mail says so
 * (docs/product.md#account-recovery).
 */
export async function requestPasswordReset(email: string): Promise<PasswordResetAnswer> {
  try {
    return await sessionApi.requestPasswordReset(email);
  } catch (error) {
    console.warn('Password reset request failed', error);
    return { message: messages.login.resetSent, mailConfigured: true };
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
