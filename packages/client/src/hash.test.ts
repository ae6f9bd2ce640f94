/// <reference types="node" />
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { hashFile } from './hash';

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('hashFile', () => {
  it('hashes slice by slice to the same uppercase digest as node:crypto', async () => {
    const bytes = randomBytes(10_007);
    const blob = new Blob([bytes]);
    const slice = vi.spyOn(blob, 'slice');
    const fractions: number[] = [];

    const digest = await hashFile(blob, { chunkSize: 1_000, onProgress: (f) => fractions.push(f) });

    expect(digest).toBe(sha256Of(bytes).toUpperCase());
    expect(digest).toMatch(/^[0-9A-F]{64}$/);
    expect(slice).toHaveBeenCalledTimes(11);
    for (const [start = 0, end = Infinity] of slice.mock.calls) {
      expect(end - start).toBeLessThanOrEqual(1_000);
    }
    expect(fractions).toHaveLength(11);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('hashes an empty file', async () => {
    const onProgress = vi.fn();
    expect(await hashFile(new Blob([]), { onProgress })).toBe(
      'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855',
    );
    expect(onProgress).toHaveBeenCalledWith(1);
  });

  it('stops with an AbortError when aborted before or during hashing', async () => {
    const blob = new Blob([randomBytes(10_000)]);
    await expect(hashFile(blob, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });

    const controller = new AbortController();
    const fractions: number[] = [];
    const hashing = hashFile(blob, {
      chunkSize: 1_000,
      signal: controller.signal,
      onProgress: (fraction) => {
        fractions.push(fraction);
        if (fraction >= 0.3) controller.abort();
      },
    });
    await expect(hashing).rejects.toMatchObject({ name: 'AbortError' });
    expect(fractions).toEqual([0.1, 0.2, 0.3]);
  });

  it('refuses a chunk size that would never finish', async () => {
    await expect(hashFile(new Blob(['x']), { chunkSize: 0 })).rejects.toBeInstanceOf(RangeError);
  });
});
