import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/**
 * Where unfinished uploads wait (the tus datastore) and how a finished one is read and published:
 * a private folder under DATA_DIR on one machine (private-file-store.ts), the bucket when files
 * live in S3-compatible storage, so that any replica takes any request (bucket-upload-store.ts).
 */
export interface UploadStore extends DataStore {
  /** Makes a whole upload readable in one piece (the bucket joins its parts); idempotent. */
  prepare(id: string): Promise<void>;
  /**
   * The uppercase hex SHA-256 of a whole upload of `size` bytes when it was hashed as its bytes
   * arrived; undefined when it must be read again.
   */
  takeHash(id: string, size: number): Promise<string | undefined>;
  /** The first `bytes` bytes, to tell what the file is. */
  readHead(id: string, bytes: number): Promise<Buffer>;
  /** The whole upload's bytes. */
  stream(id: string): Promise<Readable>;
  /** Puts the whole upload in storage under `key`; again if asked again. */
  publish(id: string, key: string): Promise<void>;
}
