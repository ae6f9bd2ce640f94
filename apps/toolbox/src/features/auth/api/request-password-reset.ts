import { sessionApi } from '@toolbox/web/api-client';

/** Asks for a reset link; what the server answered is not shown. */
export async function requestPasswordReset(email: string): Promise<void> {
  // docs/product.md#password-reset: the same answer whatever happened.
  await sessionApi.requestPasswordReset(email).catch(() => undefined);
}
