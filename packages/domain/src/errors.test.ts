import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors';

describe('DomainError', () => {
  it('carries a code, a message and optional field details', () => {
    const error = new DomainError('invalid-argument', 'Bad', { title: ['Title is required'] });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe('Bad');
    expect(error.details).toEqual({ title: ['Title is required'] });
    expect(new DomainError('not-found', 'Gone').details).toBeUndefined();
  });

  it('is recognised by isDomainError, other errors are not', () => {
    expect(isDomainError(new DomainError('x', 'y'))).toBe(true);
    expect(isDomainError(new Error('y'))).toBe(false);
    expect(isDomainError({ code: 'x', message: 'y' })).toBe(false);
  });
});
