import { describe, expect, it } from 'vitest';
import { isApiErrorBody } from './api-codes';
import { ApiErrorBodySchema } from './contracts/common.contract';

// The browser checks error bodies without zod (issue #19 item 8); it must take what the schema
// takes, and nothing else.
const BODIES: unknown[] = [
  { code: 'not-found', message: 'Document not found' },
  { code: 'invalid-argument', message: 'Bad', details: { title: ['Title is required'] } },
  { code: 'invalid-argument', message: 'Bad', details: {} },
  { code: 'x', message: 'y', extra: true },
  { code: 'x', message: 'y', details: undefined },
  { code: 'x', message: 'y', details: null },
  { code: 'x', message: 'y', details: [] },
  { code: 'x', message: 'y', details: { title: 'Title is required' } },
  { code: 'x', message: 'y', details: { title: [1] } },
  { code: 1, message: 'y' },
  { code: 'x' },
  { message: 'y' },
  'not-found',
  null,
  undefined,
  [],
  42,
];

describe('isApiErrorBody', () => {
  it.each(BODIES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'agrees with ApiErrorBodySchema on %s',
    (_name, body) => {
      expect(isApiErrorBody(body)).toBe(ApiErrorBodySchema.safeParse(body).success);
    },
  );
});
