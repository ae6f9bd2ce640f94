import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileConfigstore, FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import { messages } from '@toolbox/domain';
import { isDependencyFault } from '../../lib/error-handler';

/** Files the server writes for itself: its own user may read them, nobody else (POSIX). */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

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
export class PrivateFileStore extends FileStore {
  constructor(options: { directory: string; expirationPeriodInMilliseconds: number }) {
    fs.mkdirSync(options.directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    fs.chmodSync(options.directory, PRIVATE_FOLDER_MODE);
    super({ ...options, configstore: new PrivateConfigstore(options.directory) });
  }

  /* eslint-disable @typescript-eslint/only-throw-error */
  /** A new upload and its record, or neither when the folder fails part-way. */
  override async create(file: Upload): Promise<Upload> {
    const bytes = inside(this.directory, file.id);
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
    const file = inside(this.directory, id);
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(readable, count, fs.createWriteStream(file, { flags: 'r+', start: offset }));
    } catch (error) {
      if (!isDependencyFault(error)) throw { status_code: 500, body: 'write failed' };
      await fsp.truncate(file, offset).catch(() => undefined);
      throw STORAGE_DOWN;
    }
    return offset + received;
  }
  /* eslint-enable @typescript-eslint/only-throw-error */
}
