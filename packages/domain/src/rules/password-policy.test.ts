import { describe, expect, it } from 'vitest';
import {
  generatePassword,
  PASSWORD_POLICY_ERROR_CODE,
  passwordPolicyMessage,
  passwordRequirements,
  passwordRequirementText,
  PasswordPolicySchema,
  unmetPasswordRequirements,
} from './password-policy';

describe('PasswordPolicySchema', () => {
  it('defaults to a minimum length of 6 and no other requirement', () => {
    expect(PasswordPolicySchema.parse({})).toEqual({
      minLength: 6,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
    });
  });
});

describe('unmetPasswordRequirements', () => {
  it('applies the default minimum of 6 characters', () => {
    expect(unmetPasswordRequirements('12345')).toEqual(['minLength']);
    expect(unmetPasswordRequirements('123456')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(unmetPasswordRequirements('☕☕☕☕☕')).toEqual(['minLength']);
    expect(unmetPasswordRequirements('😀😀😀', { minLength: 4 })).toEqual(['minLength']);
  });

  const strict = {
    minLength: 8,
    maxLength: 12,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: true,
  };

  it.each<[string, string[]]>([
    ['Abcdef1!', []],
    ['Ab1!', ['minLength']],
    ['Abcdefghij1!xyz', ['maxLength']],
    ['ABCDEFG1!', ['lowercase']],
    ['abcdefg1!', ['uppercase']],
    ['Abcdefgh!', ['numeric']],
    ['Abcdefgh1', ['nonAlphanumeric']],
    ['Éclairs9 x', []],
    ['', ['minLength', 'lowercase', 'uppercase', 'numeric', 'nonAlphanumeric']],
  ])('%j fails %j', (password, expected) => {
    expect(unmetPasswordRequirements(password, strict)).toEqual(expected);
  });
});

describe('passwordPolicyMessage', () => {
  const strict = {
    minLength: 10,
    maxLength: 20,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: true,
  };

  it('is null for a password that meets the policy', () => {
    expect(passwordPolicyMessage('Abcdefgh1!', strict)).toBeNull();
    expect(passwordPolicyMessage('secret')).toBeNull();
  });

  it('names a single missing requirement', () => {
    expect(passwordPolicyMessage('short')).toBe('Password must have at least 6 characters.');
  });

  it('lists several, joined with commas and a final "and"', () => {
    expect(
      passwordPolicyMessage('abc', { minLength: 8, requireUppercase: true, requireNumeric: true }),
    ).toBe('Password must have at least 8 characters, an uppercase letter and a number.');
    expect(
      passwordPolicyMessage('ABCDEFGHIJ', { requireLowercase: true, requireNonAlphanumeric: true }),
    ).toBe(
      'Password must have a lowercase letter and a symbol (a character that is not a letter or a number).',
    );
  });

  it('names the maximum when a password is too long', () => {
    expect(passwordPolicyMessage('Abcdefgh1!'.repeat(3), strict)).toBe(
      'Password must have at most 20 characters.',
    );
  });

  it('uses the code of docs/product.md#function-errors', () => {
    expect(PASSWORD_POLICY_ERROR_CODE).toBe('password-does-not-meet-requirements');
  });
});

describe('passwordRequirements', () => {
  it('lists the default policy as its minimum length only', () => {
    expect(passwordRequirements()).toEqual(['minLength']);
    expect(passwordRequirementText('minLength')).toBe('at least 6 characters');
  });

  it('lists every requirement a strict policy sets, in a fixed order', () => {
    expect(
      passwordRequirements({
        maxLength: 64,
        requireNonAlphanumeric: true,
        requireLowercase: true,
        requireUppercase: true,
        requireNumeric: true,
      }),
    ).toEqual(['minLength', 'maxLength', 'lowercase', 'uppercase', 'numeric', 'nonAlphanumeric']);
  });
});

describe('generatePassword', () => {
  const random = (n: number) => Math.floor(Math.random() * n);
  it.each([
    [{}],
    [{ minLength: 24 }],
    [{ minLength: 8, maxLength: 10 }],
    [
      {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireNumeric: true,
        requireNonAlphanumeric: true,
      },
    ],
  ])('meets the policy %j', (policy) => {
    for (let i = 0; i < 50; i += 1) {
      expect(unmetPasswordRequirements(generatePassword(policy, random), policy)).toEqual([]);
    }
  });

  it('is 16 characters unless the policy asks otherwise, and never uses look-alikes', () => {
    const password = generatePassword({}, random);
    expect(password).toHaveLength(16);
    expect(password).not.toMatch(/[0O1lI]/);
  });

  it('takes its randomness from the caller', () => {
    expect(generatePassword({}, () => 0)).toBe(generatePassword({}, () => 0));
  });
});
