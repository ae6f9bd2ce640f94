import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import type { UserStatus } from './user';
import {
  DISPLAY_NAME_MAX_LENGTH,
  DisplayNameInput,
  fallbackUser,
  hasInvisibleCharacters,
  isUserActive,
  mayEnterPortal,
  PasswordResetInput,
  ROLE_OPTIONS,
  roleLabel,
  signInBlockMessage,
  SignInInput,
  USER_STATUS_CHANGES,
  UserInput,
  UserSchema,
  UserUpdateInput,
  userInitials,
} from './user';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('mayEnterPortal', () => {
  it.each<[string | null | undefined, boolean]>([
    ['admin', true],
    ['Admin', true],
    ['ADMIN', true],
    [' admin ', true],
    ['Engineer', false],
    ['engineer', false],
    ['costax', false],
    ['administrator', false],
    ['admins', false],
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
  ])('%j → %s', (role, expected) => {
    expect(mayEnterPortal(role)).toBe(expected);
  });
});

describe('isUserActive', () => {
  it.each<[UserStatus, boolean, boolean]>([
    ['active', false, true],
    ['active', true, false],
    ['inactive', false, false],
    ['inactive', true, false],
  ])('status %s, disabled %s → %s', (status, disabled, expected) => {
    expect(isUserActive({ status, disabled })).toBe(expected);
  });
});

describe('signInBlockMessage', () => {
  it.each<[Parameters<typeof signInBlockMessage>[0], string | null]>([
    [{ status: 'active', disabled: false }, null],
    [{ status: 'active' }, null],
    [null, null],
    [{ status: 'inactive', disabled: false }, messages.login.accountDeactivated],
    [{ status: 'active', disabled: true }, messages.login.accountDisabled],
    [{ status: 'inactive', disabled: true }, messages.login.accountDisabled],
  ])('%j → %j', (user, expected) => {
    expect(signInBlockMessage(user)).toBe(expected);
  });
});

describe('USER_STATUS_CHANGES', () => {
  it('follow docs/product.md#user-status', () => {
    expect(USER_STATUS_CHANGES.remove).toEqual({ status: 'inactive' });
    expect(USER_STATUS_CHANGES.disable).toEqual({ disabled: true, status: 'inactive' });
    expect(USER_STATUS_CHANGES.enable).toEqual({ disabled: false, status: 'active' });
    const enabled = { status: 'active', disabled: false } as const;
    const disabled = { status: 'inactive', disabled: true } as const;
    const apply = (user: { status: UserStatus; disabled: boolean }, change: object) => ({
      ...user,
      ...change,
    });
    expect(isUserActive(apply(enabled, USER_STATUS_CHANGES.disable))).toBe(false);
    expect(isUserActive(apply(enabled, USER_STATUS_CHANGES.remove))).toBe(false);
    expect(isUserActive(apply(disabled, USER_STATUS_CHANGES.enable))).toBe(true);
  });
});

describe('fallbackUser', () => {
  it('is an active engineer with the account email', () => {
    expect(fallbackUser({ id: 'u1', email: 'a@b.co' })).toEqual({
      id: 'u1',
      email: 'a@b.co',
      displayName: '',
      role: 'engineer',
      status: 'active',
    });
    expect(fallbackUser({ id: 'u1', email: 'a@b.co', displayName: 'Ann' }).displayName).toBe('Ann');
    expect(fallbackUser({ id: 'u1', email: 'a@b.co', displayName: null }).displayName).toBe('');
  });
});

describe('userInitials', () => {
  it.each([
    ['Jane Doe', 'j@x.co', 'JD'],
    ['jane doe', 'j@x.co', 'JD'],
    ['Jane', 'j@x.co', 'J'],
    ['Jane Mary Doe', 'j@x.co', 'JM'],
    ['  Jane   Doe  ', 'j@x.co', 'JD'],
    ['émile zola', 'e@x.co', 'ÉZ'],
    ['😀 Smile', 's@x.co', '😀S'],
    ['', 'sam@x.co', 'S'],
    ['   ', ' sam@x.co', 'S'],
    ['', '', '?'],
  ])('%j / %j → %j', (name, email, expected) => {
    expect(userInitials(name, email)).toBe(expected);
  });
});

describe('roleLabel', () => {
  it.each<[string | null | undefined, string]>([
    ['admin', 'Administrator'],
    ['Admin', 'Administrator'],
    ['ADMIN', 'Administrator'],
    [' admin ', 'Administrator'],
    [null, 'Administrator'],
    [undefined, 'Administrator'],
    ['', 'Administrator'],
    ['Engineer', 'Engineer'],
    ['engineer', 'Engineer'],
    [' costax ', 'Costax'],
  ])('%j → %j', (role, expected) => {
    expect(roleLabel(role)).toBe(expected);
  });

  it('offers Admin and Engineer in the portal', () => {
    expect(ROLE_OPTIONS).toEqual(['Admin', 'Engineer']);
  });
});

describe('SignInInput and PasswordResetInput', () => {
  it('needs both email and password', () => {
    expect(SignInInput.parse({ email: ' a@b.co ', password: ' pw ' })).toEqual({
      email: 'a@b.co',
      password: ' pw ',
      rememberMe: false,
      issueBearerToken: false,
    });
    for (const input of [
      {},
      { email: 'a@b.co' },
      { password: 'x' },
      { email: ' ', password: '' },
    ]) {
      const result = SignInInput.safeParse(input);
      expect(result.success).toBe(false);
      for (const [, message] of messagesOf(result)) {
        expect(message).toBe('Please enter both email and password.');
      }
    }
  });

  it('needs an email to reset a password', () => {
    for (const input of [{}, { email: '' }, { email: '  ' }]) {
      expect(messagesOf(PasswordResetInput.safeParse(input))).toEqual([
        ['email', 'Please enter your email address to reset your password.'],
      ]);
    }
    expect(PasswordResetInput.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
  });
});

describe('UserInput', () => {
  const VALID = { email: 'ann@example.com', displayName: 'Ann', role: 'Admin' };

  it('accepts a user and defaults status to active and team to none', () => {
    expect(UserInput.parse({ ...VALID, email: ' ann@example.com ', team: ' ' })).toEqual({
      ...VALID,
      team: null,
      status: 'active',
    });
    expect(UserInput.parse({ ...VALID, team: 'North', status: 'inactive' })).toMatchObject({
      team: 'North',
      status: 'inactive',
    });
  });

  it.each<[unknown, string]>([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['ann', 'Email format is invalid'],
    ['ann@', 'Email format is invalid'],
    ['ann@example', 'Email format is invalid'],
    ['ann example@x.com', 'Email format is invalid'],
  ])('email %j → %s (one message only)', (email, message) => {
    expect(messagesOf(UserInput.safeParse({ ...VALID, email }))).toEqual([['email', message]]);
  });

  it.each([
    ['displayName', 'Display name is required'],
    ['role', 'Role is required'],
  ])('%s → %s', (field, message) => {
    expect(messagesOf(UserInput.safeParse({ ...VALID, [field]: undefined }))).toEqual([
      [field, message],
    ]);
    expect(messagesOf(UserInput.safeParse({ ...VALID, [field]: ' ' }))).toEqual([[field, message]]);
  });

  it('refuses an unknown status', () => {
    expect(UserInput.safeParse({ ...VALID, status: 'gone' }).success).toBe(false);
  });

  it('lets an update leave fields out without adding defaults', () => {
    expect(UserUpdateInput.parse({})).toEqual({});
    expect(UserUpdateInput.parse({ displayName: ' Bo ' })).toEqual({ displayName: 'Bo' });
    expect(messagesOf(UserUpdateInput.safeParse({ email: 'bad' }))).toEqual([
      ['email', 'Email format is invalid'],
    ]);
  });
});

describe('UserSchema', () => {
  it('describes the API user', () => {
    const user = {
      id: 'u1',
      email: 'a@b.co',
      displayName: 'A',
      role: null,
      team: null,
      status: 'active',
      disabled: false,
      createdAt: 'c',
      updatedAt: 'u',
    };
    // An answer without the temporary-password flag (an older server) reads as false.
    expect(UserSchema.parse(user)).toEqual({
      ...user,
      mustChangePassword: false,
      twoFactorEnabled: false,
    });
    expect(UserSchema.parse({ ...user, mustChangePassword: true }).mustChangePassword).toBe(true);
  });
});

describe('DisplayNameInput (docs/product.md#sec-display-names)', () => {
  it.each([
    ['a bidirectional override', 'Eve \u202enimdA'],
    ['a control character', 'Eve\u0000'],
    ['a byte-order mark inside', 'Ad\ufeffmin'],
    ['an invisible separator', 'A\u2063dmin'],
  ])('refuses %s', (_, name) => {
    const result = DisplayNameInput.safeParse(name);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      messages.input.invisibleCharacters('Display name'),
    ]);
  });

  it('normalises to NFC and trims', () => {
    expect(DisplayNameInput.parse(' \u0041\u030a ')).toBe('\u00c5');
  });

  it('says how long a name may be', () => {
    const result = DisplayNameInput.safeParse('x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1));
    expect(result.error?.issues[0]?.message).toBe(
      messages.input.tooLong('Display name', DISPLAY_NAME_MAX_LENGTH),
    );
    expect(hasInvisibleCharacters('Zoë 👩\u200d🔧')).toBe(false);
  });
});
