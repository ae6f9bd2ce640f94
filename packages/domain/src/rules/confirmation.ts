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

/**
 * The confirmations that offer "Don't ask me again", by name, with how Settings lists them. Only
 * confirmations that lose nothing: never a delete, a deactivation or a disabling (issue #17).
 */
export const SKIPPABLE_CONFIRMATIONS = {
  logout: 'Logging out',
  'enable-user': 'Enabling a user',
} as const;
export type SkippableConfirmation = keyof typeof SKIPPABLE_CONFIRMATIONS;

/** How Settings names a skipped confirmation's key; a key it does not know, by its name. */
export function skippedConfirmationLabel(key: string): string {
  const name = key.startsWith(SKIP_CONFIRMATION_PREFIX)
    ? key.slice(SKIP_CONFIRMATION_PREFIX.length)
    : key;
  return (SKIPPABLE_CONFIRMATIONS as Record<string, string>)[name] ?? name;
}
