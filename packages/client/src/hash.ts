import { createSHA256 } from 'hash-wasm';

export interface HashFileOptions {
  /** Called after each slice with the fraction hashed, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Bytes read at a time (default 16 MiB); only this much of the file is in memory at once. */
  chunkSize?: number;
}

const HASH_CHUNK_BYTES = 16 * 1024 * 1024;

/**
 * Streams the file through SHA-256 a slice at a time and returns the digest in uppercase hex.
 * Rejects with an `AbortError` DOMException when the signal aborts.
 */
export async function hashFile(file: Blob, options: HashFileOptions = {}): Promise<string> {
  const { onProgress, signal } = options;
  const chunkSize = options.chunkSize ?? HASH_CHUNK_BYTES;
  if (!Number.isSafeInteger(chunkSize) || chunkSize <= 0) {
    throw new RangeError('chunkSize must be a positive integer.');
  }
  throwIfAborted(signal);
  const hasher = await createSHA256();
  hasher.init();
  for (let start = 0; start < file.size; start += chunkSize) {
    const end = Math.min(start + chunkSize, file.size);
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
    throwIfAborted(signal);
    hasher.update(bytes);
    onProgress?.(end / file.size);
  }
  if (file.size === 0) onProgress?.(1);
  return hasher.digest('hex').toUpperCase();
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new DOMException('The hashing was aborted.', 'AbortError');
}
