import { describe, expect, it } from 'vitest';
import {
  CallableErrorSchema,
  CallableRequestSchema,
  CallableResultSchema,
  FUNCTION_ERROR_CODES,
  FUNCTION_TIMEOUT_CODE,
  functionCodeToHttpStatus,
  httpStatusToFunctionCode,
  fromCanonicalStatus,
  isFunctionErrorCode,
  toCanonicalStatus,
} from './functions.contract';

const TABLE: [number, string][] = [
  [400, 'invalid-argument'],
  [401, 'unauthenticated'],
  [403, 'permission-denied'],
  [404, 'not-found'],
  [409, 'aborted'],
  [429, 'resource-exhausted'],
  [500, 'internal'],
  [501, 'unimplemented'],
  [503, 'unavailable'],
  [504, 'deadline-exceeded'],
];

describe('httpStatusToFunctionCode', () => {
  it.each(TABLE)('%d → %s (docs/product.md#function-errors)', (status, code) => {
    expect(httpStatusToFunctionCode(status)).toBe(code);
  });

  it.each([200, 201, 204, 299])('%d → ok', (status) => {
    expect(httpStatusToFunctionCode(status)).toBe('ok');
  });

  it.each([0, 100, 199, 300, 302, 402, 405, 418, 499, 502, 505, 600])('%d → unknown', (status) => {
    expect(httpStatusToFunctionCode(status)).toBe('unknown');
  });
});

describe('functionCodeToHttpStatus', () => {
  it.each(TABLE)('round-trips %d ← %s', (status, code) => {
    expect(functionCodeToHttpStatus(code)).toBe(status);
  });

  it.each<[string, number]>([
    ['ok', 200],
    ['cancelled', 499],
    ['unknown', 500],
    ['already-exists', 409],
    ['failed-precondition', 400],
    ['out-of-range', 400],
    ['data-loss', 500],
    ['made-up', 500],
  ])('%s → %d', (code, status) => {
    expect(functionCodeToHttpStatus(code)).toBe(status);
  });

  it('gives every function code a status the client maps back to a code', () => {
    for (const code of FUNCTION_ERROR_CODES) {
      expect(FUNCTION_ERROR_CODES).toContain(
        httpStatusToFunctionCode(functionCodeToHttpStatus(code)),
      );
    }
  });
});

describe('callable-function protocol', () => {
  it('times out with deadline-exceeded', () => {
    expect(FUNCTION_TIMEOUT_CODE).toBe('deadline-exceeded');
    expect(isFunctionErrorCode(FUNCTION_TIMEOUT_CODE)).toBe(true);
    expect(isFunctionErrorCode('nope')).toBe(false);
  });

  it('has request, result and error bodies', () => {
    expect(CallableRequestSchema.parse({ data: { a: 1 } })).toEqual({ data: { a: 1 } });
    expect(CallableResultSchema.parse({ result: 'x' })).toEqual({ result: 'x' });
    expect(CallableResultSchema.parse({ result: null })).toEqual({ result: null });
    expect(CallableResultSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Response is missing data field',
    );
    expect(
      CallableErrorSchema.parse({ error: { status: 'not-found', message: 'Machine not found' } }),
    ).toEqual({ error: { status: 'not-found', message: 'Machine not found' } });
    expect(CallableErrorSchema.safeParse({ error: { status: 'x' } }).success).toBe(false);
  });
});

describe('the canonical status names of the callable protocol', () => {
  it('turn every code into its upper-case name and back', () => {
    for (const code of FUNCTION_ERROR_CODES) {
      expect(fromCanonicalStatus(toCanonicalStatus(code))).toBe(code);
    }
    expect(toCanonicalStatus('resource-exhausted')).toBe('RESOURCE_EXHAUSTED');
    expect(fromCanonicalStatus('not-found')).toBe('not-found');
    expect(fromCanonicalStatus('NOPE')).toBeUndefined();
    expect(fromCanonicalStatus(42)).toBeUndefined();
  });
});
