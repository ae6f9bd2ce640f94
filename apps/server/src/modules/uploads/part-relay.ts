import fsp from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '../../lib/private-modes';
import type { PartedStorage, StoredPart } from '../../lib/storage/storage';

/**
 * Where an upload's multipart upload stands, kept beside the upload (`<id>.parts`) so that a
 * resume after a restart goes on with it and a sweep can abandon it.
 */
type PartsRecord = {
  /** The store's id of the multipart upload. */
  multipartId: string;
  parts: StoredPart[];
  /** Bytes of the upload already sent as parts; the rest so far waits in the upload's file. */
  sentBytes: number;
};

/**
 * Parts of one upload on their way at once, each held in memory until the store has it (32 MiB
 * an upload at S3's part size). One at a time, a PATCH ran at the store's pace (69 MB/s into
 * s3rver here); four took 90 MB/s.
 */
const PARTS_ON_THE_WAY = 4;

/** How long the store may take to answer one call before the relay gives up on it. */
export const STORE_ANSWER_MS = 60_000;

/** `work`, or a rejection once `ms` have passed without an answer. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The store did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The key an upload is staged under in the store until it is published by a copy. */
export const stagingKey = (uploadId: string) => `uploads/${uploadId}`;

/**
 * Sends an upload on to an S3-compatible store as its bytes arrive (issue #19 item 5): each PATCH
 * cuts what it receives into parts of the store's part size and sends each part while the next
 * fills, so that publishing sends only the last part and copies the staged object within the
 * store, reading no byte of the file again. A relayed PATCH holds at most PARTS_ON_THE_WAY parts
 * on their way and less than one more filling (about 40 MiB).
 *
 * The upload's file on disk stays the record of what arrived: a relay that fails, or whose store
 * does not answer within `answerMs`, is abandoned and publishing streams the file to the store as
 * before, so the store being slow or down costs speed, never an upload.
 */
export class PartRelay {
  private held: Buffer[] = [];
  private heldBytes = 0;
  /** Parts on their way to the store. */
  private readonly sending = new Set<Promise<void>>();
  private failed = false;

  private constructor(
    private readonly storage: PartedStorage,
    private readonly uploadId: string,
    private readonly file: string,
    private readonly record: PartsRecord,
    private readonly answerMs: number,
  ) {}

  private get recordFile(): string {
    return `${this.file}.parts`;
  }

  /**
   * The relay of upload `uploadId` for a PATCH at `offset`: a new multipart upload at offset 0,
   * the kept one otherwise with the bytes received since its last part read back from `file`
   * (less than a part). Null when there is none to go on with.
   */
  static async open(
    storage: PartedStorage,
    uploadId: string,
    file: string,
    offset: number,
    answerMs = STORE_ANSWER_MS,
  ): Promise<PartRelay | null> {
    if (offset === 0) {
      await PartRelay.abandon(storage, uploadId, file);
      const multipartId = await within(storage.beginParts(stagingKey(uploadId)), answerMs);
      const relay = new PartRelay(
        storage,
        uploadId,
        file,
        { multipartId, parts: [], sentBytes: 0 },
        answerMs,
      );
      await relay.save();
      return relay;
    }
    const record = await readRecord(`${file}.parts`);
    if (!record) return null;
    if (record.sentBytes > offset || offset - record.sentBytes >= storage.partSize) {
      // The file was cut back below what was sent (a failed write), or the record lags: start over
      // is not possible mid-upload, so publishing streams the file instead.
      await PartRelay.abandon(storage, uploadId, file);
      return null;
    }
    const relay = new PartRelay(storage, uploadId, file, record, answerMs);
    const waiting = await readRange(file, record.sentBytes, offset);
    if (waiting.length > 0) relay.hold(waiting);
    return relay;
  }

  /** Abandons upload `uploadId`'s multipart upload and staged object, if it has any. */
  static async abandon(storage: PartedStorage, uploadId: string, file: string): Promise<void> {
    const record = await readRecord(`${file}.parts`);
    await fsp.rm(`${file}.parts`, { force: true });
    await fsp.rm(`${file}.parts.new`, { force: true });
    if (!record) return;
    await storage.abortParts(stagingKey(uploadId), record.multipartId).catch(() => undefined);
    await storage.delete(stagingKey(uploadId)).catch(() => undefined);
  }

  /**
   * Publishes the finished upload of `size` bytes (its file is `file`) under `key`: sends the last
   * part, completes the staged object and copies it to `key`. False when the upload has no relay
   * to finish (the caller then streams the file).
   */
  static async publish(
    storage: PartedStorage,
    uploadId: string,
    file: string,
    size: number,
    key: string,
  ): Promise<boolean> {
    if (size === 0) return false;
    const relay = await PartRelay.open(storage, uploadId, file, size);
    if (!relay) return false;
    const staged = stagingKey(uploadId);
    try {
      await relay.flush(true);
      if (relay.failed || relay.record.sentBytes !== size) return false;
      await storage.finishParts(staged, relay.record.multipartId, relay.record.parts);
      await storage.copy(staged, key);
      return (await storage.stat(key))?.size === size;
    } catch {
      return false;
    } finally {
      await PartRelay.abandon(storage, uploadId, file);
    }
  }

  /** Takes the next bytes of the PATCH; resolves once memory allows more. */
  async push(chunk: Buffer): Promise<void> {
    if (this.failed) return;
    this.hold(chunk);
    while (this.heldBytes >= this.storage.partSize && !this.failed) {
      await this.sendNext(this.take(this.storage.partSize));
    }
  }

  /** Waits for the part on its way and writes down what was sent; false when the relay failed. */
  async close(): Promise<boolean> {
    await this.flush(false);
    if (this.failed) {
      await PartRelay.abandon(this.storage, this.uploadId, this.file);
      return false;
    }
    await this.save().catch(() => undefined);
    return true;
  }

  /** Waits for the part on its way; with `last`, sends what is held as the last part. */
  private async flush(last: boolean): Promise<void> {
    if (last && this.heldBytes > 0) await this.sendNext(this.take(this.heldBytes));
    await Promise.all(this.sending);
  }

  private hold(bytes: Buffer): void {
    this.held.push(bytes);
    this.heldBytes += bytes.length;
  }

  private take(bytes: number): Buffer {
    const all = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held, this.heldBytes);
    this.held = all.length > bytes ? [all.subarray(bytes)] : [];
    this.heldBytes = all.length - bytes;
    return all.subarray(0, bytes);
  }

  /** Sends `bytes` as the next part once fewer than PARTS_ON_THE_WAY are on their way. */
  private async sendNext(bytes: Buffer): Promise<void> {
    while (this.sending.size >= PARTS_ON_THE_WAY) await Promise.race(this.sending);
    if (this.failed) return;
    const partNumber = this.record.parts.length + 1;
    const sentBytes = this.record.sentBytes + bytes.length;
    // The record counts a part as soon as it is on its way; a failure marks the whole relay failed.
    this.record.sentBytes = sentBytes;
    const part = { partNumber, etag: '' };
    this.record.parts.push(part);
    const sending: Promise<void> = within(
      this.storage.sendPart(stagingKey(this.uploadId), this.record.multipartId, partNumber, bytes),
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

  /** Writes the record whole or not at all (a torn record would strand its multipart upload). */
  private async save(): Promise<void> {
    const temp = `${this.recordFile}.new`;
    await fsp.writeFile(temp, JSON.stringify(this.record), { mode: PRIVATE_FILE_MODE });
    await fsp.rename(temp, this.recordFile);
  }
}

async function readRecord(file: string): Promise<PartsRecord | null> {
  try {
    const record = JSON.parse(await fsp.readFile(file, 'utf8')) as PartsRecord;
    return typeof record.multipartId === 'string' && Array.isArray(record.parts) ? record : null;
  } catch {
    return null;
  }
}

/** Bytes `start` to `end` (exclusive) of `file`. */
async function readRange(file: string, start: number, end: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(end - start);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
