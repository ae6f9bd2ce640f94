import { describe, expect, it } from 'vitest';
import { awaitAll } from './await-all';

describe('awaitAll', () => {
  it('answers each value under its key, whatever order the promises settle in', async () => {
    const later = new Promise<string>((resolve) => setTimeout(() => resolve('slow'), 20));
    const result = await awaitAll({ first: later, second: Promise.resolve(2) });
    expect(result).toEqual({ first: 'slow', second: 2 });
    expect(Object.keys(result)).toEqual(['first', 'second']);
  });

  it('rejects as soon as one promise does', async () => {
    const never = new Promise<number>(() => {});
    await expect(awaitAll({ a: never, b: Promise.reject(new Error('no')) })).rejects.toThrow('no');
  });
});
