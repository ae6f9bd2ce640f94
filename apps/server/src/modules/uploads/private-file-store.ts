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
import type { PartedStorage } from '../../lib/storage/storage';
import { PartRelay } from './part-relay';

/** Unfinished uploads whose running hash is kept at most (each is a few hundred bytes). */
const MAX_RUNNING_HASHES = 10_000;

/**
 * PATCHes sent on to the store at once, each holding up to about 40 MiB of parts (part-relay.ts);
 * the others are only written to disk, and their uploads streamed to the store when published.
 */
const MAX_RELAYED_PATCHES = 2;

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
  /**
   * The SHA-256 of each unfinished upload's bytes so far, kept while this process saw every byte
   * of it arrive (issue #19 item 5): publishing then reads the file no second time. An upload
   * resumed on another replica, or after a restart or a failed write, has no entry and is hashed
   * from its file when published, as before.
   */
  private readonly hashes = new Map<string, { hash: crypto.Hash; offset: number }>();

  /** The store uploads are sent on to as they arrive, when it takes parts (S3). */
  private readonly parts: PartedStorage | undefined;
  /** How long the store may take to answer a relay's call. */
  private readonly answerMs: number | undefined;
  private relayedPatches = 0;

  constructor(options: {
    directory: string;
    expirationPeriodInMilliseconds: number;
    parts?: PartedStorage | undefined;
    answerMs?: number;
  }) {
    const { parts, answerMs, ...rest } = options;
    fs.mkdirSync(rest.directory, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    fs.chmodSync(rest.directory, PRIVATE_FOLDER_MODE);
    super({ ...rest, configstore: new PrivateConfigstore(rest.directory) });
    this.parts = parts;
    this.answerMs = answerMs;
  }

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
    const relay = await this.openRelay(id, offset);
    let received = 0;
    const count = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        hash?.update(chunk);
        if (relay) void relay.push(chunk).then(() => callback(null, chunk));
        else callback(null, chunk);
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
      await this.closeRelay(relay).catch(() => undefined);
      if (!isDependencyFault(error)) throw { status_code: 500, body: 'write failed' };
      await fsp.truncate(file, offset).catch(() => undefined);
      throw STORAGE_DOWN;
    }
    await this.closeRelay(relay);
    if (hash) this.rememberHash(id, hash, offset + received);
    return offset + received;
  }
  /* eslint-enable @typescript-eslint/only-throw-error */

  override async remove(id: string): Promise<void> {
    this.hashes.delete(id);
    if (this.parts) await PartRelay.abandon(this.parts, id, this.pathOf(id));
    await super.remove(id);
  }

  /**
   * Publishes finished upload `id` of `size` bytes under `key` from the parts already sent on as
   * it arrived (a copy inside the store); false when it was not sent on whole, and the caller
   * streams the file instead.
   */
  async publishSent(id: string, size: number, key: string): Promise<boolean> {
    if (!this.parts) return false;
    return PartRelay.publish(this.parts, id, this.pathOf(id), size, key);
  }

  /**
   * The relay sending this PATCH's bytes on to the store: begun for a new upload large enough to
   * come in parts and small enough for one copy, kept for a resumed one. A store that fails here
   * costs the relay, not the PATCH.
   */
  private async openRelay(id: string, offset: number): Promise<PartRelay | null> {
    const parts = this.parts;
    // Past the cap this PATCH is not relayed; a relay it had is then behind, and given up.
    if (!parts || this.relayedPatches >= MAX_RELAYED_PATCHES) return null;
    this.relayedPatches += 1;
    try {
      if (offset === 0) {
        const size = (await this.configstore.get(id))?.size ?? 0;
        if (size < parts.partSize || size > parts.maxCopyBytes) throw new Error('not relayed');
      }
      const relay = await PartRelay.open(parts, id, this.pathOf(id), offset, this.answerMs);
      if (!relay) throw new Error('not relayed');
      return relay;
    } catch {
      this.relayedPatches -= 1;
      return null;
    }
  }

  private async closeRelay(relay: PartRelay | null): Promise<void> {
    if (!relay) return;
    try {
      await relay.close();
    } finally {
      this.relayedPatches -= 1;
    }
  }

  /** Where the bytes of upload `id` are on disk. */
  pathOf(id: string): string {
    return inside(this.directory, id);
  }

  /**
   * The uppercase hex SHA-256 of a finished upload of `size` bytes, when this process hashed
   * every byte as it arrived; undefined otherwise. Answers once.
   */
  takeHash(id: string, size: number): string | undefined {
    const known = this.hashes.get(id);
    this.hashes.delete(id);
    return known?.offset === size ? known.hash.digest('hex').toUpperCase() : undefined;
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
