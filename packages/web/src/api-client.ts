import { createApiClient, type ApiError } from '@toolbox/client/http';
import { createSessionApi } from '@toolbox/client/session';
import { reloadIfNewVersion } from './new-version';

type UnauthenticatedListener = (error: ApiError) => void;

let unauthenticatedListener: UnauthenticatedListener | null = null;

/**
 * Sets the one place that reacts to a lost session (the portal's SessionWatcher, the toolbox's
 * RequireUser); returns the way to unset it.
 */
export function setUnauthenticatedListener(listener: UnauthenticatedListener): () => void {
  unauthenticatedListener = listener;
  return () => {
    if (unauthenticatedListener === listener) unauthenticatedListener = null;
  };
}

/** Same-origin `/api/...` calls with the session cookie (Vite proxies them in development). */
export const api = createApiClient({
  onUnauthenticated: (error) => unauthenticatedListener?.(error),
  // An answer of another shape may mean the server was updated under this page.
  onUnexpectedAnswer: () => void reloadIfNewVersion(),
});

export const sessionApi = createSessionApi(api);
