import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../private-modes';
import {
  assertSafeKey,
  StorageNotFoundError,
  type ByteRange,
  type Storage,
  type StoredObject,
} from './storage';

/** Why a hard link can fail where a copy would not: another file system, or no links there. */
const LINK_REFUSED = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EMLINK']);
/** Free space below which the store reports itself unavailable (STORAGE_MIN_FREE_MB's default). */
const DEFAULT_MIN_FREE_BYTES = 200 * 1024 * 1024;

/**
 * Files under DATA_DIR/files, written atomically (temporary file, fsync, rename), readable by the
 * server's user only: files 0600, folders 0700.
 */
export class DiskStorage implements Storage {
  private readonly tmpDir: string;
  private prepared: Promise<void> | undefined;

  private readonly minFreeBytes: number;

  constructor(
    private readonly root: string,
    options: { minFreeBytes?: number } = {},
  ) {
    this.tmpDir = path.join(root, '.incoming');
    this.minFreeBytes = options.minFreeBytes ?? DEFAULT_MIN_FREE_BYTES;
  }

  /** The root and its folder for unfinished writes, created or tightened once. */
  private prepare(): Promise<void> {
    this.prepared ??= (async () => {
      await fsp.mkdir(this.tmpDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await fsp.chmod(this.root, PRIVATE_FOLDER_MODE);
      await fsp.chmod(this.tmpDir, PRIVATE_FOLDER_MODE);
    })().catch((error: unknown) => {
      this.prepared = undefined;
      throw error;
    });
    return this.prepared;
  }

  /** Writable, and with more free space than the minimum (docs/product.md#sec-dependencies-down). */
  async check(): Promise<void> {
    await this.prepare();
    const probe = path.join(this.tmpDir, `health-${crypto.randomUUID()}`);
    await fsp.writeFile(probe, '');
    await fsp.unlink(probe);
    const { bavail, bsize } = await fsp.statfs(this.root);
    const free = Number(bavail) * Number(bsize);
    if (free < this.minFreeBytes) {
      throw Object.assign(new Error(`Only ${Math.floor(free / 1048576)} MB free`), {
        code: 'ENOSPC',
      });
    }
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await this.prepare();
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const temp = path.join(this.tmpDir, crypto.randomUUID());
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    try {
      await pipeline(body, fs.createWriteStream(temp, { mode: PRIVATE_FILE_MODE }));
      // The bytes are on disk before the name points at them: a crash leaves the old file or
      // the new one, never half of one.
      const handle = await fsp.open(temp, 'r');
      await handle.sync();
      await handle.close();
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return { size };
  }

  /**
   * A second name for the local file at `file` under `key` (a hard link: no byte is copied, and
   * the file keeps its private mode), placed atomically like `put`. The caller has synced it.
   * Across file systems, or where links are refused, it is copied as `put` does.
   */
  async putFile(key: string, file: string): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await this.prepare();
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_FOLDER_MODE });
    const temp = path.join(this.tmpDir, crypto.randomUUID());
    try {
      await fsp.link(file, temp);
    } catch (error) {
      if (!LINK_REFUSED.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
      return this.put(key, fs.createReadStream(file));
    }
    try {
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return { size: (await fsp.stat(target)).size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.pathOf(key);
    try {
      await fsp.access(file);
    } catch {
      throw new StorageNotFoundError(key);
    }
    return fs.createReadStream(
      file,
      range ? { start: range.start, ...(range.end !== undefined ? { end: range.end } : {}) } : {},
    );
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const stat = await fsp.stat(this.pathOf(key));
      return stat.isFile() ? { key, size: stat.size, lastModified: stat.mtime } : null;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const walk = async function* (
      this: DiskStorage,
      dir: string,
      relative: string,
    ): AsyncIterable<StoredObject> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        if (entry.name.startsWith('.')) continue;
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) yield* walk.call(this, path.join(dir, entry.name), key);
        else if (entry.isFile() && key.startsWith(prefix)) {
          const stat = await fsp.stat(path.join(dir, entry.name));
          yield { key, size: stat.size, lastModified: stat.mtime };
        }
      }
    };
    yield* walk.call(this, this.root, '');
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
    }
    return resolved;
  }
}
