import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { FileConfigstore, FileStore } from '@tus/file-store';
import type { Upload } from '@tus/server';

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

  override async create(file: Upload): Promise<Upload> {
    await touchPrivate(inside(this.directory, file.id));
    return super.create(file);
  }
}
