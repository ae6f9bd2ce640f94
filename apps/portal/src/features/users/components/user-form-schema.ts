import type { PasswordPolicy } from '@toolbox/domain';
import { UserInput } from '@toolbox/domain';
import { z } from 'zod';
import { newPasswordSchema, withPasswordConfirmation } from '../../../lib/password-form';

/**
 * The profile fields, checked with the messages of docs/product.md#user-validation (the domain's
 * UserInput).
 */
export const UserProfileSchema = UserInput.pick({
  email: true,
  displayName: true,
  role: true,
  team: true,
});

/**
 * Adding a user also sets an initial password that meets the policy, typed twice. Checked apart
 * from the profile so its messages show even while the email is still empty.
 */
export function initialPasswordSchema(policy: PasswordPolicy) {
  return withPasswordConfirmation(
    z.object({ password: newPasswordSchema(policy), confirmPassword: z.string() }),
    'password',
    'confirmPassword',
  );
}

/** What the form holds: every field as typed. */
export interface UserFormValues {
  email: string;
  displayName: string;
  role: string;
  team: string;
  password: string;
  confirmPassword: string;
}

/** What a valid form gives: trimmed profile, no team as null, the password when adding. */
export type UserFormOutput = z.output<typeof UserProfileSchema> & { password?: string };

export const PROFILE_FIELDS = ['email', 'displayName', 'role', 'team'] as const;
export const USER_FORM_FIELDS = [...PROFILE_FIELDS, 'password', 'confirmPassword'] as const;
