import { z } from './internal/zod';
import { DEFAULT_ROLE, DEFAULT_STATUS } from './constants';
import { trimmedText } from './internal/schema-helpers';
import { messages } from './messages';

/** The two values of a user's status (docs/product.md#users). */
export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The role values the portal offers; the stored role is free text (docs/product.md#roles). */
export const ROLE_OPTIONS = ['Admin', 'Engineer'] as const;

/** Longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest display name. */
export const DISPLAY_NAME_MAX_LENGTH = 100;
/** Longest role and team. */
export const ROLE_MAX_LENGTH = 100;
export const TEAM_MAX_LENGTH = 200;
/** Longest password any password field takes (the policy's own maximum may be lower). */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Control and format characters (Unicode Cc and Cf: bidirectional overrides, invisible spaces),
 * except the zero-width joiner and non-joiner that Persian, Indic scripts and emoji need.
 */
const INVISIBLE_CHARACTER = /(?![\u200c\u200d])[\p{Cc}\p{Cf}]/u;

/** Whether a text holds a control or format character a name must not carry. */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTER.test(text);
}

/**
 * A display name (docs/product.md#sec-display-names): NFC-normalised and trimmed, required, at most
 * DISPLAY_NAME_MAX_LENGTH characters, and free of control and format characters, so a name cannot
 * reverse its own text or hide characters.
 */
export const DisplayNameInput = z
  .string({ error: messages.user.displayNameRequired })
  .normalize('NFC')
  .trim()
  .min(1, messages.user.displayNameRequired)
  .max(DISPLAY_NAME_MAX_LENGTH, messages.user.displayNameTooLong)
  .refine(
    (name) => !hasInvisibleCharacters(name),
    messages.input.invisibleCharacters('Display name'),
  );

/** A user as the API presents it: account and profile in one (docs/product.md#users). */
export const UserSchema = z.object({
  /** The authentication account's id. */
  id: z.string(),
  /** Sign-in email. */
  email: z.string(),
  /** Name shown in the portal; may be empty. */
  displayName: z.string(),
  /** Free-text role; only admin (any case) may enter the portal. */
  role: z.string().nullable(),
  /** Team name, if any. */
  team: z.string().nullable(),
  /** active or inactive; inactive users cannot sign in. */
  status: z.enum(USER_STATUSES),
  /** Whether an administrator disabled the account. */
  disabled: z.boolean(),
  /**
   * The user signed in with a temporary password an administrator set, and must choose their own
   * before anything else (docs/product.md#account-recovery).
   */
  mustChangePassword: z.boolean().default(false),
  /** Whether signing in asks for a TOTP code too (decision 030). */
  twoFactorEnabled: z.boolean().default(false),
  /**
   * In the session and sign-in answers only: this administrator must set up two-factor sign-in
   * before anything else (decision 030).
   */
  twoFactorSetupRequired: z.boolean().optional(),
  /** When the profile was created. */
  createdAt: z.string(),
  /** When the profile was last changed. */
  updatedAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/**
 * Sign-in form input (docs/product.md#login-validation): both fields or Please enter both email and
 * password.
 */
export const SignInInput = z.object({
  /** Account email. */
  email: z
    .string({ error: messages.login.missingCredentials })
    .trim()
    .min(1, messages.login.missingCredentials)
    .max(EMAIL_MAX_LENGTH, messages.input.tooLong('Email', EMAIL_MAX_LENGTH)),
  /** Account password, never trimmed. */
  password: z
    .string({ error: messages.login.missingCredentials })
    .min(1, messages.login.missingCredentials)
    .max(PASSWORD_MAX_LENGTH, messages.input.tooLong('Password', PASSWORD_MAX_LENGTH)),
  /** Whether the session outlives the browser session. */
  rememberMe: z.boolean().default(false),
  /**
   * The TOTP code (6 digits) or a recovery code, for an account with two-factor sign-in: sent
   * again with the email and password once the server asked for it (decision 030).
   */
  code: z.string().trim().max(32).optional(),
  /**
   * Also answer with the session token for an `Authorization: Bearer` header (apps that cannot
   * keep cookies, scripts, callable functions from elsewhere). Browsers leave it off.
   */
  issueBearerToken: z.boolean().default(false),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** Forgot-password input (docs/product.md#login-validation): an email is required. */
export const PasswordResetInput = z.object({
  /** Email the reset link goes to. */
  email: z
    .string({ error: messages.login.missingResetEmail })
    .trim()
    .min(1, messages.login.missingResetEmail)
    .max(EMAIL_MAX_LENGTH, messages.input.tooLong('Email', EMAIL_MAX_LENGTH)),
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

function requiredText(message: string, max: number, label: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, messages.input.tooLong(label, max));
}

const UserFields = z.object({
  /** Sign-in email; Email is required, then Email format is invalid. */
  email: z
    .string({ error: messages.user.emailRequired })
    .trim()
    .min(1, { error: messages.user.emailRequired, abort: true })
    .max(EMAIL_MAX_LENGTH, {
      error: messages.input.tooLong('Email', EMAIL_MAX_LENGTH),
      abort: true,
    })
    .pipe(z.email(messages.user.emailInvalid)),
  /** Name shown in the portal; Display name is required. */
  displayName: DisplayNameInput,
  /** Free-text role; Role is required. */
  role: requiredText(messages.user.roleRequired, ROLE_MAX_LENGTH, 'Role'),
  /** Team name; blank means none. */
  team: trimmedText(TEAM_MAX_LENGTH, 'Team')
    .nullish()
    .transform((team) => (team ? team : null)),
  /** active or inactive. */
  status: z.enum(USER_STATUSES),
});

/**
 * Fields a user is created with, checked with the product's messages
 * (docs/product.md#user-validation); new users are active.
 */
export const UserInput = UserFields.extend({
  /** active or inactive; defaults to active. */
  status: z.enum(USER_STATUSES).default(DEFAULT_STATUS),
});
export type UserInput = z.infer<typeof UserInput>;

/**
 * A partial edit of a user: every field present is checked as in UserInput, and an absent field
 * stays absent (no defaults), so an edit never re-activates a user by accident.
 */
export const UserUpdateInput = UserFields.partial();
export type UserUpdateInput = z.infer<typeof UserUpdateInput>;

export { isUserActive, mayEnterPortal, signInBlockMessage } from './user-rules';

/** The fields each status action writes (docs/product.md#user-status). */
export const USER_STATUS_CHANGES = {
  /** Removing a user keeps the record but makes it inactive. */
  remove: { status: 'inactive' },
  /** Disabling bars sign-in and makes the user inactive. */
  disable: { disabled: true, status: 'inactive' },
  /** Enabling lifts both. */
  enable: { disabled: false, status: 'active' },
} as const satisfies Record<string, Partial<Pick<User, 'status' | 'disabled'>>>;

/** The profile assumed when a signed-in account has no record (docs/product.md#fallback-user). */
export function fallbackUser(input: {
  id: string;
  email: string;
  displayName?: string | null;
}): Pick<User, 'id' | 'email' | 'displayName' | 'status'> & { role: string } {
  return {
    id: input.id,
    email: input.email,
    displayName: input.displayName ?? '',
    role: DEFAULT_ROLE,
    status: DEFAULT_STATUS,
  };
}

function firstLetter(text: string): string | undefined {
  return Array.from(text)[0]?.toUpperCase();
}

/** Initials for the sidebar footer: first letters of the first two words of the name, else of the email. */
export function userInitials(displayName: string, email: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    return words
      .slice(0, 2)
      .map((word) => firstLetter(word) ?? '')
      .join('');
  }
  return firstLetter(email.trim()) ?? '?';
}

/**
 * The role label of the sidebar footer: Administrator for admin (any case) or no role (the default
 * label of docs/product.md#sidebar), otherwise the role with its first letter capitalised.
 */
export function roleLabel(role: string | null | undefined): string {
  const text = (role ?? '').trim();
  if (text === '' || text.toLowerCase() === 'admin') return 'Administrator';
  return `${firstLetter(text) ?? ''}${Array.from(text).slice(1).join('')}`;
}

/** PATCH /api/v1/auth/profile: what a signed-in user may change about themselves. */
export const ProfileInput = z.object({
  /** The name the sidebar footer and the audit log show. */
  displayName: DisplayNameInput,
});
export type ProfileInput = z.infer<typeof ProfileInput>;
