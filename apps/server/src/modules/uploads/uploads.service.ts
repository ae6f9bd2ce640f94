import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MemoryLocker, Server, Upload, type Locker } from '@tus/server';
import { fileExtension, messages } from '@toolbox/domain';
import { AppError, notFound } from '../../lib/errors';
import { isDependencyFault } from '../../lib/error-handler';
import type { Storage } from '../../lib/storage/storage';
import { STORAGE_DOWN } from './private-file-store';
import type { UploadStore } from './upload-store';

/** What an upload is for; it decides the size limit and the checks on the bytes. */
export const UPLOAD_KINDS = ['document', 'software', 'image'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** A verified file, moved to its final key in storage. */
export type FinalFile = {
  key: string;
  /** Uppercase hex SHA-256 of the stored bytes, computed by the server. */
  sha256: string;
  sizeBytes: number;
  fileName: string;
  extension: string;
};

/**
 * A finished upload as a publishing body names it: its id and, from a browser that hashed the
 * file while sending it, the SHA-256 it took (decision 008).
 */
export type DeclaredUpload = { uploadId: string; sha256?: string | undefined };

/** Header the server sets (overwriting any client value) to tie an upload to its uploader. */
export const OWNER_HEADER = 'x-toolbox-upload-owner';
const UPLOAD_ID = /^(o[0-9a-f]{16})-[0-9a-f]{32}$/;
const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const ZIP_MAGIC = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];
/** Whether a file's first bytes are a ZIP archive's (an entry, or an empty archive). */
export const isZip = (head: Buffer) => ZIP_MAGIC.some((magic) => head.subarray(0, 4).equals(magic));
/** Bytes read from the start of a file to tell its type. */
const HEAD_BYTES = 12;

/**
 * The raster type of an image by its first bytes (PNG, JPEG, WebP), or null. SVG is not taken:
 * it can carry script, and Toolbox shows images in its own pages.
 */
export function imageTypeOf(head: Buffer): 'png' | 'jpg' | 'webp' | null {
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'webp']);

/** A short tag of the user id: uploads are named after it, so only their uploader can touch them. */
export const ownerTag = (userId: string) =>
  `o${crypto.createHash('sha256').update(userId).digest('hex').slice(0, 16)}`;

export function ownsUpload(uploadId: string, userId: string): boolean {
  const match = UPLOAD_ID.exec(uploadId);
  return match !== null && match[1] === ownerTag(userId);
}

const tusError = (status_code: number, message: string) => ({ status_code, body: message });

/**
 * Resumable uploads over the tus protocol (docs/product.md#uploads: resumable above 256 KB).
 * Incomplete uploads wait in the store (under DATA_DIR/uploads, or in the bucket with STORAGE_URL);
 * `finalize` checks a finished one against the hash the browser declared and moves it to its key
 * (docs/product.md#storage-paths) in storage. Nothing is published before that.
 */
export class UploadsService {
  readonly tus: Server;
  private readonly store: UploadStore;
  private readonly locker: Locker & { close?: () => Promise<void> };

  constructor(
    private readonly options: {
      store: UploadStore;
      /** Where published files go. */
      storage: Storage;
      limits: Record<UploadKind, number>;
      /** Keeps two requests off one upload: in this process, or across replicas. */
      locker?: Locker & { close?: () => Promise<void> };
    },
  ) {
    this.store = options.store;
    this.locker = options.locker ?? new MemoryLocker();
    this.tus = new Server({
      path: '/api/v1/uploads',
      datastore: this.store,
      locker: this.locker,
      relativeLocation: true,
      respectForwardedHeaders: false,
      // Same origin only: no Access-Control-Allow-Origin for anyone (docs/product.md#sec-headers).
      allowedOrigins: () => false,
      maxSize: Math.max(...Object.values(options.limits)),
      namingFunction: (req) =>
        `${req.headers.get(OWNER_HEADER) ?? 'o0000000000000000'}-${crypto.randomBytes(16).toString('hex')}`,
      getFileIdFromRequest: (_req, lastPath) =>
        lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined,
      onUploadCreate: (_req, upload) => Promise.resolve(this.checkNewUpload(upload)),
      // A tus 5xx would carry the internal error's message (file paths); say less. A storage
      // fault is a 503 the client retries (docs/product.md#sec-dependencies-down).
      onResponseError: (_req, error) => {
        if ('status_code' in error && (error.status_code < 500 || error.status_code === 503)) {
          return undefined;
        }
        return isDependencyFault(error)
          ? STORAGE_DOWN
          : { status_code: 500, body: 'The upload could not be stored. Please try again.' };
      },
    });
  }

  /**
   * Refuses an upload that cannot become a valid file before a byte of it is sent. tus takes a
   * thrown `{ status_code, body }` as the answer, hence the plain objects.
   */
  /* eslint-disable @typescript-eslint/only-throw-error */
  private checkNewUpload(upload: Upload): { metadata?: Upload['metadata'] } {
    const kind = upload.metadata?.kind;
    const fileName = upload.metadata?.filename ?? '';
    if (!(UPLOAD_KINDS as readonly unknown[]).includes(kind)) {
      throw tusError(400, 'Unknown upload kind.');
    }
    if (!fileName || fileName.length > 255) throw tusError(400, 'The file needs a name.');
    if (kind === 'software' && fileExtension(fileName) !== 'zip') {
      throw tusError(400, messages.software.zipOnly);
    }
    if (kind === 'image' && !IMAGE_EXTENSIONS.has(fileExtension(fileName))) {
      throw tusError(400, messages.image.typeNotAllowed);
    }
    // The size must be known up front, so the kind's limit holds (no Upload-Defer-Length).
    if (upload.size === undefined) throw tusError(400, 'The upload must declare its length.');
    if (upload.size > this.options.limits[kind as UploadKind]) {
      throw tusError(413, 'The file is larger than this server accepts.');
    }
    return {};
  }
  /* eslint-enable @typescript-eslint/only-throw-error */

  /**
   * Takes a finished upload of `userId`, hashes the stored bytes, refuses a mismatch with a
   * declared hash (in the upload's metadata, or with `upload` when the browser hashed while
   * sending; the upload is then deleted and nothing published), checks the kind's rules,
   * and puts the file in storage under the key `keyFor` chooses (skipped when a key named
   * by the hash already holds as many bytes). `use` then writes the record; `restore`
   * puts the file again should it vanish before the record is written. The upload is removed
   * once `use` succeeds, and kept for a retry when it fails.
   */
  async finalize<T = FinalFile>(
    upload: string | DeclaredUpload,
    userId: string,
    kind: UploadKind,
    keyFor: (file: { sha256: string; extension: string; fileName: string }) => string,
    use: (file: FinalFile, restore: () => Promise<void>) => Promise<T> = (file) =>
      Promise.resolve(file as T),
  ): Promise<T> {
    const { uploadId, sha256: declared } =
      typeof upload === 'string' ? { uploadId: upload, sha256: undefined } : upload;
    if (!ownsUpload(uploadId, userId)) throw notFound('Upload not found');
    // No PATCH, HEAD or DELETE of the upload, on any replica, while it is published.
    const lock = this.locker.newLock(uploadId);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      return await this.finalizeLocked(uploadId, declared, kind, keyFor, use);
    } finally {
      await lock.unlock();
    }
  }

  private async finalizeLocked<T>(
    uploadId: string,
    declaredWhenPublishing: string | undefined,
    kind: UploadKind,
    keyFor: (file: { sha256: string; extension: string; fileName: string }) => string,
    use: (file: FinalFile, restore: () => Promise<void>) => Promise<T>,
  ): Promise<T> {
    let upload: Upload;
    try {
      upload = await this.store.getUpload(uploadId);
    } catch (error) {
      if (isDependencyFault(error)) throw error;
      throw notFound('Upload not found');
    }
    if (upload.metadata?.kind !== kind) throw notFound('Upload not found');
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new AppError(409, 'upload-incomplete', 'The upload has not finished yet.');
    }
    if (upload.size > this.options.limits[kind]) {
      await this.store.remove(uploadId);
      throw new AppError(413, 'payload-too-large', 'The file is larger than this server accepts.');
    }
    const fileName = path.basename(upload.metadata.filename ?? 'file');
    await this.store.prepare(uploadId);
    // Hashed as the bytes arrived; read again only when that hash did not follow every byte.
    const hashed = await this.store.takeHash(uploadId, upload.size);
    const { sha256, head } = hashed
      ? { sha256: hashed, head: await this.store.readHead(uploadId, HEAD_BYTES) }
      : await this.hashStored(uploadId);
    // A browser that could not hash sends no hash (the fallback of docs/product.md#hash-fallback);
    // the server's is used. Every hash declared, at creation or when publishing, must hold.
    const declared = [upload.metadata.sha256 ?? '', declaredWhenPublishing ?? ''];
    if (declared.some((d) => SHA256_HEX.test(d) && d.toUpperCase() !== sha256)) {
      await this.store.remove(uploadId);
      throw new AppError(
        422,
        'hash-mismatch',
        'The file changed on its way to the server. Please upload it again.',
      );
    }
    if (kind === 'software' && !isZip(head)) {
      await this.store.remove(uploadId);
      throw new AppError(400, 'invalid-argument', messages.software.zipOnly);
    }
    const imageType = kind === 'image' ? imageTypeOf(head) : null;
    if (kind === 'image' && imageType === null) {
      await this.store.remove(uploadId);
      throw new AppError(400, 'invalid-argument', messages.image.typeNotAllowed);
    }
    // An image is named by what its bytes are, whatever its file name says.
    const extension = imageType ?? fileExtension(fileName);
    const key = keyFor({ sha256, extension, fileName });
    // On disk the upload becomes the stored file without a copy (a hard link); in the bucket its
    // parts were joined and it is copied into place.
    const put = () => this.store.publish(uploadId, key);
    // Only a key named by the hash proves what it holds; any other key is always written.
    const existing = key.includes(sha256) ? await this.options.storage.stat(key) : null;
    if (existing?.size !== upload.size) await put();
    const result = await use({ key, sha256, sizeBytes: upload.size, fileName, extension }, put);
    // The file is published: an upload that cannot be removed now is swept when it expires.
    await this.store.remove(uploadId).catch(() => undefined);
    return result;
  }

  /**
   * A finished upload of `userId` made from bytes the server already has (the demo loader), as if
   * a browser had sent them: the kind's name and size rules apply here and `finalize` checks the
   * bytes, so a staged file is published exactly like an uploaded one.
   */
  async stage(kind: UploadKind, fileName: string, bytes: Buffer, userId: string): Promise<string> {
    const upload = new Upload({
      id: `${ownerTag(userId)}-${crypto.randomBytes(16).toString('hex')}`,
      size: bytes.length,
      offset: 0,
      metadata: {
        kind,
        filename: fileName,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      },
    });
    this.checkNewUpload(upload);
    await this.store.create(upload);
    await this.store.write(Readable.from([bytes]), upload.id, 0);
    return upload.id;
  }

  /** Removes unfinished uploads older than the expiry; returns how many. */
  sweepExpired(): Promise<number> {
    return this.tus.cleanUpExpiredUploads();
  }

  /** Lets go of the connections the locker holds. */
  async close(): Promise<void> {
    await this.locker.close?.();
  }

  private async hashStored(uploadId: string): Promise<{ sha256: string; head: Buffer }> {
    const hash = crypto.createHash('sha256');
    let head = Buffer.alloc(0);
    for await (const chunk of await this.store.stream(uploadId)) {
      const buffer = chunk as Buffer;
      if (head.length < HEAD_BYTES) {
        head = Buffer.concat([head, buffer.subarray(0, HEAD_BYTES - head.length)]);
      }
      hash.update(buffer);
    }
    return { sha256: hash.digest('hex').toUpperCase(), head };
  }
}
