/* eslint-disable @typescript-eslint/only-throw-error -- tus answers the { status_code, body } thrown */
import { Readable } from 'node:stream';
import { DataStore, ERRORS, Metadata, Upload } from '@tus/server';
import type { IHasher } from 'hash-wasm';
import { isDependencyFault } from '../../lib/error-handler';
import type { PartedStorage, Storage } from '../../lib/storage/storage';
import type { PendingUpload, PendingUploadsRepository } from './pending-uploads.repository';
import { STORAGE_DOWN } from './private-file-store';
import type { UploadStore } from './upload-store';
import { readAll } from '../../lib/read-all';
import { optimiseWebAssemblyFromNowOn } from '../../lib/optimised-webassembly';

/**
 * Parts of one PATCH on their way to the bucket at once, each held in memory until the store has
 * it: with the part filling, a PATCH holds at most five parts (40 MiB at 8 MiB a part). One at a
 * time, a PATCH ran at the store's pace (69 MB/s into s3rver here); four took 90 MB/s.
 */
const PARTS_ON_THE_WAY = 4;

/** How long the store may take to answer one call before the PATCH gives up (503, retried). */
export const STORE_ANSWER_MS = 60_000;

/** Objects under `uploads/` that no pending upload owns are removed once they are this old. */
const STRAY_AGE_MS = 3600_000;

/** Where an upload's bytes live in the bucket (the part objects and the tail). */
export const uploadFolder = (id: string) => `uploads/${id}/`;
const dataKey = (id: string) => `${uploadFolder(id)}data`;
/**
 * The tail of `tailBytes` bytes after `sentBytes` bytes of parts. Named by both, so no write ever
 * replaces the tail a row names: a PUT the store took late (its PATCH gave up on it) lands under
 * a name no row uses, and a row that lags behind still finds its own tail.
 */
const tailKey = (id: string, sentBytes: number, tailBytes: number) =>
  `${uploadFolder(id)}tail-${sentBytes}-${tailBytes}`;

/** `work`, or a rejection once `ms` have passed without an answer. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // A store that does not answer is down for the client: a 503 it retries.
      const error = new Error(`The store did not answer within ${ms} ms`) as NodeJS.ErrnoException;
      error.code = 'ETIMEDOUT';
      reject(error);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function resumeHash(state: string | null): Promise<IHasher> {
  // Loaded with the first upload into a bucket: a server on disk storage never carries it.
  optimiseWebAssemblyFromNowOn();
  const { createSHA256 } = await import('hash-wasm');
  const hasher = await createSHA256();
  if (state === null) hasher.init();
  else hasher.load(Buffer.from(state, 'base64'));
  return hasher;
}

const saveHash = (hasher: IHasher) => Buffer.from(hasher.save()).toString('base64');

/**
 * Unfinished uploads kept in the bucket (issue #21 item 1), so that any replica takes any PATCH:
 * the bytes go on as parts of one S3 multipart upload while they arrive, a remainder shorter than
 * a part waits in a tail object until the next PATCH, and where the upload stands — its parts,
 * the tail's length and the SHA-256 so far as a resumable state — is a row of `pending_uploads`.
 * The tus server's locker (a PostgreSQL advisory lock across replicas) keeps two requests off one
 * upload.
 *
 * A row is only moved on once what it counts is in the bucket, so a replica that dies mid-PATCH
 * leaves the upload where its last acknowledged byte put it. A tail is rewritten under a key named
 * by where it starts, so a row that lags behind still reads the tail's first bytes correctly.
 */
export class BucketUploadStore extends DataStore implements UploadStore {
  private readonly answerMs: number;

  constructor(
    private readonly options: {
      storage: Storage & PartedStorage;
      records: PendingUploadsRepository;
      expirationPeriodInMilliseconds: number;
      answerMs?: number;
    },
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
    this.answerMs = options.answerMs ?? STORE_ANSWER_MS;
  }

  private get storage() {
    return this.options.storage;
  }

  private get records() {
    return this.options.records;
  }

  private store<T>(work: Promise<T>): Promise<T> {
    return within(work, this.answerMs);
  }
  override async create(upload: Upload): Promise<Upload> {
    const size = upload.size ?? 0;
    let multipartId: string | null = null;
    try {
      if (size > 0) multipartId = await this.store(this.storage.beginParts(dataKey(upload.id)));
      const row = {
        id: upload.id,
        size,
        metadata: Metadata.stringify(upload.metadata ?? {}),
        multipartId,
        hashState: saveHash(await resumeHash(null)),
        hashOffset: 0,
        finished: size === 0,
      };
      await this.records.insert(row);
      upload.creation_date = new Date().toISOString();
      return upload;
    } catch (error) {
      if (multipartId !== null) {
        await this.storage.abortParts(dataKey(upload.id), multipartId).catch(() => undefined);
      }
      throw isDependencyFault(error) ? STORAGE_DOWN : error;
    }
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.records.get(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return new Upload({
      id,
      size: row.size,
      offset: row.sentBytes + row.tailBytes,
      metadata: Metadata.parse(row.metadata),
      creation_date: row.createdAt.toISOString(),
    });
  }

  /**
   * Takes a PATCH's bytes at `offset`: with the tail before them, every whole part goes to the
   * bucket, and what is left becomes the new tail, or the last part once the upload is whole. A
   * store fault keeps every part acknowledged before it (503, and the client resumes from there);
   * a client that goes away keeps what arrived.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    const row = await this.records.get(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.sentBytes + row.tailBytes !== offset) throw ERRORS.INVALID_OFFSET;
    // An empty upload is whole from its creation: there is nothing to take.
    if (row.multipartId === null) {
      for await (const _chunk of readable);
      return offset;
    }
    const patch = new PatchParts(this.storage, row, row.multipartId, this.answerMs);
    // The hash goes on from where it stopped; anything else is hashed again at publishing.
    const hasher = row.hashOffset === offset ? await resumeHash(row.hashState) : null;
    let received = 0;
    let sourceError: unknown = null;
    try {
      if (row.tailBytes > 0) {
        const tail = await this.store(
          this.storage.get(tailKey(id, row.sentBytes, row.tailBytes), {
            start: 0,
            end: row.tailBytes - 1,
          }),
        );
        const bytes = await this.store(readAll(tail));
        if (bytes.length !== row.tailBytes)
          throw new Error(`The tail of upload ${id} is cut short`);
        patch.hold(bytes);
      }
      try {
        for await (const chunk of readable) {
          const bytes = chunk as Buffer;
          received += bytes.length;
          hasher?.update(bytes);
          await patch.push(bytes);
        }
      } catch (error) {
        // The client went away: what arrived is kept. A part the store refused is a fault.
        if (patch.failed) throw error;
        sourceError = error;
      }
      const whole = offset + received === row.size;
      await patch.end(whole);
      if (!whole && patch.heldBytes > 0 && (received > 0 || patch.sentBytes !== row.sentBytes)) {
        await this.store(
          this.storage.put(
            tailKey(id, patch.sentBytes, patch.heldBytes),
            Readable.from([patch.heldAll()]),
          ),
        );
      }
    } catch (error) {
      // Parts acknowledged before the fault are kept; the rest is sent again.
      await patch.settle();
      await this.moveOn(row, patch.keptAfterFault(), null);
      throw isDependencyFault(error) || patch.failed ? STORAGE_DOWN : error;
    }
    await this.moveOn(row, { ...patch.progress(), offset: offset + received }, hasher);
    if (sourceError !== null) throw sourceError;
    return offset + received;
  }

  /** Writes where the upload stands now and drops a tail it no longer uses. */
  private async moveOn(
    row: PendingUpload,
    progress: {
      parts: PendingUpload['parts'];
      sentBytes: number;
      tailBytes: number;
      offset: number;
    },
    hasher: IHasher | null,
  ): Promise<void> {
    const { offset, ...kept } = progress;
    if (kept.sentBytes === row.sentBytes && kept.tailBytes === row.tailBytes && !hasher) return;
    // Only from where this PATCH began: a request that lost its lock (the lock's connection
    // dropped) and another replica's must never both move the upload on.
    const saved = await this.records.save(
      row.id,
      {
        ...kept,
        hashState: hasher ? saveHash(hasher) : null,
        hashOffset: hasher ? offset : null,
      },
      { sentBytes: row.sentBytes, tailBytes: row.tailBytes },
    );
    if (!saved) throw ERRORS.INVALID_OFFSET;
    const tailNow = tailKey(row.id, kept.sentBytes, kept.tailBytes);
    if (row.tailBytes > 0 && tailKey(row.id, row.sentBytes, row.tailBytes) !== tailNow) {
      await this.storage
        .delete(tailKey(row.id, row.sentBytes, row.tailBytes))
        .catch(() => undefined);
    }
  }

  /** Makes the parts of a whole upload the object it is published from (once). */
  async prepare(id: string): Promise<void> {
    const row = await this.records.get(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.finished || row.multipartId === null) return;
    try {
      await this.store(this.storage.finishParts(dataKey(id), row.multipartId, row.parts));
    } catch (error) {
      // Joined already, by a try whose answer was lost: the object is there, whole.
      if ((await this.storage.stat(dataKey(id)))?.size !== row.size) throw error;
    }
    const joined = await this.storage.stat(dataKey(id));
    if (joined?.size !== row.size) {
      throw new Error(`Upload ${id} joined to ${joined?.size ?? 0} bytes, not ${row.size}`);
    }
    await this.records.save(id, { finished: true });
  }

  async takeHash(id: string, size: number): Promise<string | undefined> {
    const row = await this.records.get(id);
    if (row?.hashOffset !== size || row.hashState === null) return undefined;
    return (await resumeHash(row.hashState)).digest('hex').toUpperCase();
  }

  async readHead(id: string, bytes: number): Promise<Buffer> {
    const row = await this.records.get(id);
    if (!row || row.size === 0) return Buffer.alloc(0);
    const end = Math.min(bytes, row.size) - 1;
    return readAll(await this.store(this.storage.get(dataKey(id), { start: 0, end })));
  }

  async stream(id: string): Promise<Readable> {
    const row = await this.records.get(id);
    if (!row || row.size === 0) return Readable.from([]);
    return this.storage.get(dataKey(id));
  }

  /** Copies the whole upload to `key` inside the bucket (streamed past one copy's limit). */
  async publish(id: string, key: string): Promise<void> {
    const row = await this.records.get(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    if (row.size === 0) {
      await this.storage.put(key, Readable.from([]));
    } else if (row.size <= this.storage.maxCopyBytes) {
      await this.storage.copy(dataKey(id), key);
    } else {
      await this.storage.put(key, await this.storage.get(dataKey(id)));
    }
  }

  override async remove(id: string): Promise<void> {
    const row = await this.records.delete(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    await this.clear(row);
  }

  /** Abandons an upload's multipart upload and removes its objects. */
  private async clear(row: PendingUpload): Promise<void> {
    if (row.multipartId !== null && !row.finished) {
      await this.storage.abortParts(dataKey(row.id), row.multipartId).catch(() => undefined);
    }
    for await (const object of this.storage.list(uploadFolder(row.id))) {
      await this.storage.delete(object.key);
    }
  }

  override getExpiration(): number {
    return this.options.expirationPeriodInMilliseconds;
  }

  /**
   * Removes uploads created longer ago than the expiry, and objects under `uploads/` that belong
   * to no pending upload (a removal the store failed, or a staged object of an older version).
   */
  override async deleteExpired(now = Date.now()): Promise<number> {
    const expired = await this.records.takeExpired(new Date(now - this.getExpiration()));
    for (const row of expired) {
      // One the store refuses now is left to the stray sweep (objects) and the bucket's
      // lifecycle rule (parts); the others are still cleared.
      await this.clear(row).catch(() => undefined);
    }
    const strays = new Map<string, string[]>();
    for await (const object of this.storage.list('uploads/')) {
      if (now - object.lastModified.getTime() < STRAY_AGE_MS) continue;
      const id = object.key.slice('uploads/'.length).split('/')[0]!;
      strays.set(id, [...(strays.get(id) ?? []), object.key]);
    }
    const owned = await this.records.existing([...strays.keys()]);
    for (const [id, keys] of strays) {
      if (owned.has(id)) continue;
      for (const key of keys) await this.storage.delete(key);
    }
    return expired.length;
  }
}

/** The parts one PATCH sends: whole parts as they fill, at most PARTS_ON_THE_WAY at once. */
class PatchParts {
  private held: Buffer[] = [];
  heldBytes = 0;
  /** Parts sent by this PATCH, in order, each settled or on its way. */
  private readonly sent: { partNumber: number; etag: string | null; bytes: number }[] = [];
  private readonly sending = new Set<Promise<void>>();
  failed = false;

  constructor(
    private readonly storage: PartedStorage,
    private readonly row: PendingUpload,
    private readonly multipartId: string,
    private readonly answerMs: number,
  ) {}

  get sentBytes(): number {
    return this.row.sentBytes + this.sent.reduce((sum, part) => sum + part.bytes, 0);
  }

  hold(bytes: Buffer): void {
    this.held.push(bytes);
    this.heldBytes += bytes.length;
  }

  /** The bytes held, in one buffer. */
  heldAll(): Buffer {
    return this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held, this.heldBytes);
  }

  /** Takes the next bytes; resolves once memory allows more. */
  async push(chunk: Buffer): Promise<void> {
    this.hold(chunk);
    while (this.heldBytes >= this.storage.partSize) {
      await this.send(this.take(this.storage.partSize));
    }
  }

  /** Sends what is held as the last part when the upload is whole; waits for every part. */
  async end(whole: boolean): Promise<void> {
    if (whole && this.heldBytes > 0) await this.send(this.take(this.heldBytes));
    await Promise.all(this.sending);
    if (this.failed) throw new Error('A part did not reach the store');
  }

  /** Waits until no part is on its way, whatever became of each. */
  async settle(): Promise<void> {
    await Promise.all(this.sending);
  }

  /** Where the upload stands with every part of this PATCH acknowledged. */
  progress() {
    return {
      parts: [
        ...this.row.parts,
        ...this.sent.map(({ partNumber, etag }) => ({ partNumber, etag: etag ?? '' })),
      ],
      sentBytes: this.sentBytes,
      tailBytes: this.heldBytes,
    };
  }

  /**
   * Where the upload stands after a fault: the parts acknowledged in a row from the start of this
   * PATCH, and the earlier tail only when no part took it.
   */
  keptAfterFault() {
    const acknowledged: typeof this.sent = [];
    for (const part of this.sent) {
      if (part.etag === null) break;
      acknowledged.push(part);
    }
    const sentBytes = this.row.sentBytes + acknowledged.reduce((sum, part) => sum + part.bytes, 0);
    const tailBytes = acknowledged.length === 0 ? this.row.tailBytes : 0;
    return {
      parts: [
        ...this.row.parts,
        ...acknowledged.map(({ partNumber, etag }) => ({ partNumber, etag: etag! })),
      ],
      sentBytes,
      tailBytes,
      offset: sentBytes + tailBytes,
    };
  }

  private take(bytes: number): Buffer {
    const all = this.heldAll();
    this.held = all.length > bytes ? [all.subarray(bytes)] : [];
    this.heldBytes = all.length - bytes;
    return all.subarray(0, bytes);
  }

  private async send(bytes: Buffer): Promise<void> {
    while (this.sending.size >= PARTS_ON_THE_WAY) await Promise.race(this.sending);
    if (this.failed) throw new Error('A part did not reach the store');
    const part = {
      partNumber: this.row.parts.length + this.sent.length + 1,
      etag: null as string | null,
      bytes: bytes.length,
    };
    this.sent.push(part);
    const sending: Promise<void> = within(
      this.storage.sendPart(dataKey(this.row.id), this.multipartId, part.partNumber, bytes),
      this.answerMs,
    )
      .then((etag) => {
        part.etag = etag;
      })
      .catch(() => {
        this.failed = true;
      })
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }
}
