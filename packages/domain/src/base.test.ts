import { describe, expect, it } from 'vitest';
import { BaseRecordSchema, normalizeStringList, toDate, toIsoString } from './base';

const ISO = '2024-03-01T10:20:30.000Z';
const MS = Date.parse(ISO);

describe('toDate', () => {
  it.each<[string, unknown, number | null]>([
    ['a Date', new Date(ISO), MS],
    ['an ISO string', ISO, MS],
    ['an ISO string with spaces', `  ${ISO} `, MS],
    ['epoch milliseconds', MS, MS],
    ['epoch zero', 0, 0],
    ['a seconds timestamp', { seconds: MS / 1000, nanoseconds: 0 }, MS],
    [
      'a seconds timestamp with nanoseconds',
      { seconds: MS / 1000, nanoseconds: 123_999_999 },
      MS + 123,
    ],
    ['null', null, null],
    ['undefined', undefined, null],
    ['an empty string', '', null],
    ['a blank string', '   ', null],
    ['an invalid string', 'not a date', null],
    ['an invalid Date', new Date('nope'), null],
    ['NaN', Number.NaN, null],
    ['Infinity', Number.POSITIVE_INFINITY, null],
    ['an object without seconds', { nanoseconds: 1 }, null],
    ['a boolean', true, null],
  ])('reads %s', (_label, value, expected) => {
    expect(toDate(value)?.getTime() ?? null).toBe(expected);
  });

  it('returns a copy, so changing the result never changes the input', () => {
    const input = new Date(ISO);
    const output = toDate(input);
    output?.setFullYear(2000);
    expect(input.toISOString()).toBe(ISO);
  });

  it('gives ISO strings through toIsoString', () => {
    expect(toIsoString(MS)).toBe(ISO);
    expect(toIsoString('garbage')).toBeNull();
  });
});

describe('normalizeStringList', () => {
  it.each<[unknown, string[]]>([
    ['Maintenance', ['Maintenance']],
    ['  Cleaning  ', ['Cleaning']],
    ['', []],
    ['   ', []],
    [undefined, []],
    [null, []],
    [
      [' A ', '', 'B', '   '],
      ['A', 'B'],
    ],
    [['A', 'A', ' A'], ['A']],
    [
      ['A', 3, null, 'B'],
      ['A', 'B'],
    ],
    [42, []],
  ])('%j → %j', (input, expected) => {
    expect(normalizeStringList(input)).toEqual(expected);
  });
});

describe('BaseRecordSchema', () => {
  it('requires id, createdAt and updatedAt', () => {
    expect(BaseRecordSchema.safeParse({ id: 'a', createdAt: ISO, updatedAt: ISO }).success).toBe(
      true,
    );
    expect(BaseRecordSchema.safeParse({ id: 'a' }).success).toBe(false);
  });
});
