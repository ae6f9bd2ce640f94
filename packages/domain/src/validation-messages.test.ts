import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as domain from './index';
import { fieldLabel, validationMessage } from './validation-messages';

/** zod's own vocabulary: a message that uses it was not written for a person. */
const RAW =
  /expected|received|Invalid input|Too big|Too small|Invalid option|Unrecognized key|Invalid (string|number|enum|literal|union)|NaN/;

/** Wrong values of every kind, for any field. */
const WRONG: unknown[] = [
  undefined,
  null,
  12345,
  -1,
  1.5,
  true,
  '',
  'x',
  'x'.repeat(100_001),
  [],
  Array.from({ length: 1001 }, () => 'x'),
  {},
  'not-an-email',
];

function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let s: unknown = schema;
  while (s instanceof z.ZodPipe) s = s.in;
  return s instanceof z.ZodObject ? s : undefined;
}

describe('validation messages', () => {
  it('read as a sentence about the field for every input schema of the domain, whatever is sent', () => {
    const raw: string[] = [];
    let checked = 0;
    for (const [name, value] of Object.entries(domain)) {
      if (!(value instanceof z.ZodType)) continue;
      const object = objectOf(value);
      const attempts: unknown[] = [undefined, null, 'x', [], {}];
      for (const key of Object.keys(object?.shape ?? {})) {
        for (const wrong of WRONG) attempts.push({ [key]: wrong });
      }
      for (const attempt of attempts) {
        const result = value.safeParse(attempt);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          checked += 1;
          if (RAW.test(issue.message))
            raw.push(`${name} ${JSON.stringify(issue.path)}: ${issue.message}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...new Set(raw)]).toEqual([]);
  });

  it('keep a schema’s own message, SPEC.md’s wording', () => {
    const result = domain.UserInput.safeParse({ email: '', displayName: 'x', role: 'Engineer' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(domain.messages.user.emailRequired);
  });

  it.each([
    [
      { code: 'invalid_type', expected: 'number', input: 'x', path: ['pageSize'] },
      'Page size must be a number',
    ],
    [
      { code: 'invalid_type', expected: 'string', input: undefined, path: ['title'] },
      'Title is required',
    ],
    [
      {
        code: 'too_big',
        origin: 'number',
        maximum: 100,
        inclusive: true,
        input: 200,
        path: ['pageSize'],
      },
      'Page size must be at most 100',
    ],
    [
      {
        code: 'too_big',
        origin: 'string',
        maximum: 200,
        inclusive: true,
        input: '',
        path: ['search'],
      },
      'Search must be at most 200 characters',
    ],
    [
      {
        code: 'too_small',
        origin: 'array',
        minimum: 1,
        inclusive: true,
        input: [],
        path: ['machineIds'],
      },
      'Machine IDs must have at least 1 item',
    ],
    [
      { code: 'invalid_value', values: ['asc', 'desc'], input: 'up', path: ['order'] },
      'Order must be one of: asc, desc',
    ],
    [
      { code: 'invalid_format', format: 'email', input: 'x', path: ['email'] },
      'Email must be a valid email address',
    ],
    [{ code: 'unrecognized_keys', keys: ['admin'], input: {}, path: [] }, 'Unknown field: admin'],
  ])('say %j as %s', (issue, message) => {
    expect(validationMessage(issue as never)).toBe(message);
  });

  it('label a field by its nearest name', () => {
    expect(fieldLabel(['steps', 2, 'text'])).toBe('Text');
    expect(fieldLabel(['machineIds', 0])).toBe('Machine IDs');
    expect(fieldLabel([])).toBe('The value');
  });
});
