import { SKIP_CONFIRMATION_PREFIX } from '../constants';

/**
 * Local-storage key that remembers a ticked "Don't ask me again"
 * (docs/product.md#confirmation-skipping).
 */
export function skipConfirmationKey(name: string): string {
  return `${SKIP_CONFIRMATION_PREFIX}${name}`;
}

/** Value stored under that key when the user ticked the box. */
export const SKIP_CONFIRMATION_VALUE = 'true';

/**
 * Whether a confirmation is skipped: only where that confirmation allows skipping and the stored
 * value is exactly true (docs/product.md#confirmation-skipping).
 */
export function isConfirmationSkipped(allowsSkipping: boolean, stored: string | null): boolean {
  return allowsSkipping && stored === SKIP_CONFIRMATION_VALUE;
}
