import {
  TOKEN_EXPIRY_SKEW_MS,
  TOKEN_REFRESH_AHEAD_MS,
  TOKEN_REFRESH_BACKOFF_MAX_MS,
  TOKEN_REFRESH_BACKOFF_START_MS,
} from '../constants';

/**
 * The wait before the next token refresh attempt after a failure (docs/product.md#token-refresh):
 * 30 s first, then double the previous wait, never more than 16 minutes.
 */
export function nextRefreshBackoffMs(previousMs?: number | null): number {
  if (previousMs == null || !Number.isFinite(previousMs) || previousMs <= 0) {
    return TOKEN_REFRESH_BACKOFF_START_MS;
  }
  return Math.min(previousMs * 2, TOKEN_REFRESH_BACKOFF_MAX_MS);
}

/**
 * When an access token should be refreshed: 5 minutes before it expires
 * (docs/product.md#token-refresh).
 */
export function tokenRefreshAt(expiresAt: number): number {
  return expiresAt - TOKEN_REFRESH_AHEAD_MS;
}

/**
 * Whether an access token counts as expired: 30 s early, to absorb clock skew
 * (docs/product.md#token-refresh).
 */
export function isTokenExpired(expiresAt: number, now: number = Date.now()): boolean {
  return now >= expiresAt - TOKEN_EXPIRY_SKEW_MS;
}
