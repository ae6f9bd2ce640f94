import { isApiError } from '@toolbox/client';
import { portalLoginMessage } from '@toolbox/domain';

/**
 * The login screen's message for a failed sign-in (docs/product.md#login-errors): the error's own
 * message, or the portal's fallback when the server gave none (e.g. an HTML error page from a
 * proxy).
 */
export function loginFailureMessage(error: unknown): string {
  if (isApiError(error) && !error.hasServerMessage && error.status !== 0) {
    return portalLoginMessage(null);
  }
  return portalLoginMessage(error);
}
