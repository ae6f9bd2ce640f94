import type { PasswordPolicy } from '@toolbox/domain';
import { messages } from '@toolbox/domain';
import { z } from 'zod';
import { newPasswordSchema, withPasswordConfirmation } from '../../../lib/password-form';

/** Reset password: a new password meeting the policy, typed twice. */
export function resetPasswordSchema(policy: PasswordPolicy) {
  return withPasswordConfirmation(
    z.object({ password: newPasswordSchema(policy), confirmPassword: z.string() }),
    'password',
    'confirmPassword',
  );
}
export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** Change password: the current one, and a new one meeting the policy, typed twice. */
export function changePasswordSchema(policy: PasswordPolicy) {
  return withPasswordConfirmation(
    z.object({
      currentPassword: z.string().min(1, messages.password.currentRequired),
      newPassword: newPasswordSchema(policy),
      confirmPassword: z.string(),
    }),
    'newPassword',
    'confirmPassword',
  );
}
export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
