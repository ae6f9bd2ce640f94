import { z } from 'zod';
import { MIN_PASSWORD_LENGTH_DEFAULT } from '../constants';

/** The authentication service's password policy (SPEC.md §5). */
export const PasswordPolicySchema = z.object({
  /** Fewest characters; 6 unless configured. */
  minLength: z.number().int().positive().default(MIN_PASSWORD_LENGTH_DEFAULT),
  /** Most characters, when limited. */
  maxLength: z.number().int().positive().optional(),
  /** Whether a lowercase letter is required. */
  requireLowercase: z.boolean().default(false),
  /** Whether an uppercase letter is required. */
  requireUppercase: z.boolean().default(false),
  /** Whether a digit is required. */
  requireNumeric: z.boolean().default(false),
  /** Whether a character that is neither letter nor digit is required. */
  requireNonAlphanumeric: z.boolean().default(false),
});
export type PasswordPolicy = z.infer<typeof PasswordPolicySchema>;

/** One requirement of the policy a password can fail. */
export type PasswordRequirement =
  'minLength' | 'maxLength' | 'lowercase' | 'uppercase' | 'numeric' | 'nonAlphanumeric';

/**
 * The policy requirements a password does not meet, in a fixed order; empty when it passes.
 * Length counts characters (code points), and letters of every script count.
 */
export function unmetPasswordRequirements(
  password: string,
  policy: z.input<typeof PasswordPolicySchema> = {},
): PasswordRequirement[] {
  const rules = PasswordPolicySchema.parse(policy);
  const length = Array.from(password).length;
  const unmet: PasswordRequirement[] = [];
  if (length < rules.minLength) unmet.push('minLength');
  if (rules.maxLength !== undefined && length > rules.maxLength) unmet.push('maxLength');
  if (rules.requireLowercase && !/\p{Ll}/u.test(password)) unmet.push('lowercase');
  if (rules.requireUppercase && !/\p{Lu}/u.test(password)) unmet.push('uppercase');
  if (rules.requireNumeric && !/\p{Nd}/u.test(password)) unmet.push('numeric');
  if (rules.requireNonAlphanumeric && !/[^\p{L}\p{N}]/u.test(password)) {
    unmet.push('nonAlphanumeric');
  }
  return unmet;
}
