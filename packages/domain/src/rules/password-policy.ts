import { z } from '../internal/zod';
import { MIN_PASSWORD_LENGTH_DEFAULT } from '../constants';

/** The authentication service's password policy (docs/product.md#password-policy). */
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

/** How each requirement reads in "Password must contain …" (Toolbox's own wording). */
export function passwordRequirementText(
  requirement: PasswordRequirement,
  policy: z.input<typeof PasswordPolicySchema> = {},
): string {
  const rules = PasswordPolicySchema.parse(policy);
  switch (requirement) {
    case 'minLength':
      return `at least ${rules.minLength} characters`;
    case 'maxLength':
      return `at most ${rules.maxLength ?? 0} characters`;
    case 'lowercase':
      return 'a lowercase letter';
    case 'uppercase':
      return 'an uppercase letter';
    case 'numeric':
      return 'a number';
    case 'nonAlphanumeric':
      return 'a symbol (a character that is not a letter or a number)';
  }
}

/** Every requirement the policy sets, in the same order, for showing the policy live. */
export function passwordRequirements(
  policy: z.input<typeof PasswordPolicySchema> = {},
): PasswordRequirement[] {
  const rules = PasswordPolicySchema.parse(policy);
  const all: PasswordRequirement[] = ['minLength'];
  if (rules.maxLength !== undefined) all.push('maxLength');
  if (rules.requireLowercase) all.push('lowercase');
  if (rules.requireUppercase) all.push('uppercase');
  if (rules.requireNumeric) all.push('numeric');
  if (rules.requireNonAlphanumeric) all.push('nonAlphanumeric');
  return all;
}

/**
 * The message naming what a password lacks (code password-does-not-meet-requirements), or null
 * when it meets the policy: "Password must have at least 8 characters and an uppercase letter."
 */
export function passwordPolicyMessage(
  password: string,
  policy: z.input<typeof PasswordPolicySchema> = {},
): string | null {
  const unmet = unmetPasswordRequirements(password, policy).map((r) =>
    passwordRequirementText(r, policy),
  );
  if (unmet.length === 0) return null;
  const list =
    unmet.length === 1
      ? unmet[0]
      : `${unmet.slice(0, -1).join(', ')} and ${unmet[unmet.length - 1]}`;
  return `Password must have ${list}.`;
}

/** The error code of docs/product.md#auth-error-codes for a password the policy refuses. */
export const PASSWORD_POLICY_ERROR_CODE = 'password-does-not-meet-requirements';

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/l/I). */
const PASSWORD_ALPHABETS = {
  lowercase: 'abcdefghijkmnpqrstuvwxyz',
  uppercase: 'ABCDEFGHJKLMNPQRSTUVWXYZ',
  numeric: '23456789',
  symbol: '-+=!?#%*',
} as const;

/**
 * A password that meets the policy, for an administrator's temporary password
 * (docs/product.md#account-recovery): at least 16 characters (or the policy's minimum), one of each
 * kind, easy to read out on the phone. `randomIndex(n)` answers a random integer below n (the
 * caller's secure random source; the domain does no I/O).
 */
export function generatePassword(
  policy: z.input<typeof PasswordPolicySchema>,
  randomIndex: (n: number) => number,
): string {
  const rules = PasswordPolicySchema.parse(policy);
  const length = Math.min(Math.max(16, rules.minLength), rules.maxLength ?? Infinity);
  const pick = (alphabet: string) => alphabet[randomIndex(alphabet.length)]!;
  const kinds = Object.values(PASSWORD_ALPHABETS);
  const all = kinds.join('');
  const chars = kinds.map(pick);
  while (chars.length < length) chars.push(pick(all));
  // Shuffled, so the kinds are not always in the same places.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.slice(0, Math.max(length, 1)).join('');
}
