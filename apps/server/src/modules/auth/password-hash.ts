import { hashPassword } from 'better-auth/crypto';
import {
  PASSWORD_POLICY_ERROR_CODE,
  passwordPolicyMessage,
  type PasswordPolicy,
} from '@toolbox/domain';
import { AppError } from '../../lib/errors';

/** Refuses a password the policy does not allow, naming what it lacks, on the given field. */
export function assertPasswordAllowed(
  policy: PasswordPolicy,
  password: string,
  field: string,
): void {
  const message = passwordPolicyMessage(password, policy);
  if (message) throw new AppError(400, PASSWORD_POLICY_ERROR_CODE, message, { [field]: [message] });
}

/**
 * A hasher for storage (scrypt, through better-auth) that checks the policy first. A function of
 * the policy alone, so the users module can hash without waiting for the auth module.
 */
export function policyCheckedHasher(policy: PasswordPolicy) {
  return async (password: string, field: string): Promise<string> => {
    assertPasswordAllowed(policy, password, field);
    return hashPassword(password);
  };
}
