import { describe, expect, it } from 'vitest';
import { PasswordPolicySchema, unmetPasswordRequirements } from './password-policy';

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
