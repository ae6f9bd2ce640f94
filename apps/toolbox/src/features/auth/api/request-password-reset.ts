import { messages, type PasswordResetAnswer } from '@toolbox/domain';
import { sessionApi } from '@toolbox/web/api-client';

/**
 * Asks for a reset link. docs/product.md#password-reset: the same answer whatever happened to the
 * address, a failed request included; only a server without mail says that no e-mail will arrive
 * (docs/product.md#account-recovery).
 */
export async function requestPasswordReset(email: string): Promise<PasswordResetAnswer> {
  return sessionApi
    .requestPasswordReset(email)
    .catch(() => ({ message: messages.login.resetSent, mailConfigured: true }));
}
