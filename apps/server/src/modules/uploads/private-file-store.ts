import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileConfigstore, FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import { messages } from '@toolbox/domain';
import { isDependencyFault } from '../../lib/error-handler';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../../lib/private-modes';
import type { Storage } from '../../lib/storage/storage';
import type { UploadStore } from './upload-store';

/** Unfinished uploads whose running hash is kept at most (each is a few hundred bytes). */
const MAX_RUNNING_HASHES = 10_000;

/** `name` inside `directory`, or an error when it would climb out. */
function inside(directory: string, name: string): string {
  const file = path.resolve(directory, name);
  if (!file.startsWith(path.resolve(directory) + path.sep)) {
    throw new Error(`Unsafe upload name: ${JSON.stringify(name)}`);
  }
  return file;
}

/** Creates `file` empty with the private mode (an existing one keeps its bytes). */
async function touchPrivate(file: string): Promise<void> {
  const handle = await fsp.open(file, 'a', PRIVATE_FILE_MODE);
  await handle.close();
}

/**
 * What tus answers when the upload folder fails (full, refused): 503 and the unavailable message
 * (docs/product.md#sec-dependencies-down). tus takes a thrown `{ status_code, body }` as the answer.
 */
export const STORAGE_DOWN = { status_code: 503, body: messages.request.unavailable };

/** tus's upload records (`<id>.json`), written with the private mode. */
class PrivateConfigstore extends FileConfigstore {
  override async set(key: string, value: Upload): Promise<void> {
    await touchPrivate(inside(this.directory, `${key}.json`));
    await super.set(key, value);
  }
}

/**
 * tus's file store with private modes (docs/product.md#sec-file-modes): the upload folder 0700
 * (tightened if it exists), each unfinished upload and its record 0600. tus writes the files
 * itself with the default modes, so each is created here first; tus then only fills it.
 */
export class PrivateFileStore extends FileStore implements UploadStore {
  /**
   * The SHA-256 of each unfinished upload's bytes so far, kept while this process saw every byte
   * of it arrive (issue #19 item 5): publishing then reads the file no second time. An upload
   * resumed on another replica, or after a restart or a failed write, has no entry and is hashed
   * from its file when published, as before.
   */
  private readonly hashes = new Map<string, { hash: crypto.Hash; offset: number }>();

  constructor(options: {
    directory: string;
    expirationPeriodInMilliseconds: number;
    /** Where published files go (on disk, a hard link of the upload). */
    storage?: Storage;
  }) {
    const { storage, ...rest } = options;
    fs.mkdirSync(rest.directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    fs.chmodSync(rest.directory, PRIVATE_FOLDER_MODE);
    super({ ...rest, configstore: new PrivateConfigstore(rest.directory) });
    this.storage = storage;
  }

  private readonly storage: Storage | undefined;

  /* eslint-disable @typescript-eslint/only-throw-error */
  /** A new upload and its record, or neither when the folder fails part-way. */
  override async create(file: Upload): Promise<Upload> {
    const bytes = this.pathOf(file.id);
    try {
      await touchPrivate(bytes);
      return await super.create(file);
    } catch (error) {
      await fsp.rm(bytes, { force: true });
      await fsp.rm(`${bytes}.json`, { force: true });
      throw isDependencyFault(error) ? STORAGE_DOWN : error;
    }
  }

  /**
   * tus's write, except that a storage fault part-way leaves no partial bytes: the file is cut
   * back to where the chunk began, so the upload's offset is what it was and the client sends the
   * chunk again. (A client that goes away mid-chunk keeps what arrived, as tus does.)
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const file = this.pathOf(id);
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    // The hash goes on only from where it stopped; anything else is hashed again at publishing.
    const hash =
      offset === 0 ? crypto.createHash('sha256') : known?.offset === offset ? known.hash : null;
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        hash?.update(chunk);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, fs.createWriteStream(file, { flags: 'r+', start: offset }));
      // What tus acknowledges is on disk: a crash after the answer loses none of it, and
      // publishing has nothing left to flush.
      const handle = await fsp.open(file, 'r');
      await handle.sync();
      await handle.close();
    } catch (error) {
      if (!isDependencyFault(error)) throw { status_code: 500, body: 'write failed' };
      await fsp.truncate(file, offset).catch(() => undefined);
      throw STORAGE_DOWN;
    }
    if (hash) this.rememberHash(id, hash, offset + received);
    return offset + received;
  }
  /* eslint-enable @typescript-eslint/only-throw-error */

  override async remove(id: string): Promise<void> {
    this.hashes.delete(id);
    await super.remove(id);
  }

  /** The bytes on disk are whole as they are. */
  prepare(): Promise<void> {
    return Promise.resolve();
  }

  async readHead(id: string, bytes: number): Promise<Buffer> {
    const handle = await fsp.open(this.pathOf(id), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  stream(id: string): Promise<Readable> {
    return Promise.resolve(this.read(id));
  }

  /** On disk the upload becomes the stored file without a copy (a hard link); else streamed. */
  async publish(id: string, key: string): Promise<void> {
    if (!this.storage) throw new Error('No storage to publish to');
    if (this.storage.putFile) await this.storage.putFile(key, this.pathOf(id));
    else await this.storage.put(key, this.read(id));
  }

  /** Where the bytes of upload `id` are on disk. */
  pathOf(id: string): string {
    return inside(this.directory, id);
  }

  /**
   * The uppercase hex SHA-256 of a finished upload of `size` bytes, when this process hashed
   * every byte as it arrived; undefined otherwise. Answers once.
   */
  takeHash(id: string, size: number): Promise<string | undefined> {
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    return Promise.resolve(
      known?.offset === size ? known.hash.digest('hex').toUpperCase() : undefined,
    );
  }

  private rememberHash(id: string, hash: crypto.Hash, offset: number): void {
    this.hashes.set(id, { hash, offset });
    // Uploads abandoned mid-way leave their entry; the oldest goes past this many.
    if (this.hashes.size > MAX_RUNNING_HASHES) {
      const oldest = this.hashes.keys().next().value;
      if (oldest !== undefined) this.hashes.delete(oldest);
    }
  }
}
