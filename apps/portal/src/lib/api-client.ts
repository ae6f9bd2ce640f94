import { createApiClient, createSessionApi } from '@toolbox/client';
import type { ApiError } from '@toolbox/client';

type UnauthenticatedListener = (error: ApiError) => void;

let unauthenticatedListener: UnauthenticatedListener | null = null;

/** Sets the one place that reacts to a 401 (see SessionWatcher); returns the way to unset it. */
export function setUnauthenticatedListener(listener: UnauthenticatedListener): () => void {
  unauthenticatedListener = listener;
  return () => {
    if (unauthenticatedListener === listener) unauthenticatedListener = null;
  };
}

/** The portal's API client: same-origin `/api/...` URLs (Vite proxies them in development). */
export const api = createApiClient({
  onUnauthenticated: (error) => unauthenticatedListener?.(error),
});

export const sessionApi = createSessionApi(api);
