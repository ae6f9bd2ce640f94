import { describe, expect, it } from 'vitest';
import { isConfirmationSkipped, skipConfirmationKey } from './confirmation';

describe('confirmation skipping', () => {
  it('stores under skip-confirmation- plus the confirmation name', () => {
    expect(skipConfirmationKey('logout')).toBe('skip-confirmation-logout');
  });

  it.each<[boolean, string | null, boolean]>([
    [true, 'true', true],
    [true, 'false', false],
    [true, null, false],
    [true, 'TRUE', false],
    [false, 'true', false],
  ])('allows=%s stored=%j → %s', (allows, stored, expected) => {
    expect(isConfirmationSkipped(allows, stored)).toBe(expected);
  });
});
