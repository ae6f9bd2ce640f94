import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertSafeKey,
  StorageNotFoundError,
  type ByteRange,
  type PartedStorage,
  type Storage,
  type StoredObject,
  type StoredPart,
} from './storage';

export type S3Location = {
  bucket: string;
  /** Keys are stored under this prefix inside the bucket ('' for none). */
  prefix: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/**
 * Parses STORAGE_URL: `s3://[key:secret@]bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true`.
 * Credentials absent from the URL come from the AWS SDK's usual sources.
 */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new Error(
      'STORAGE_URL must look like s3://bucket?endpoint=https://host&region=eu-west-2',
    );
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  return {
    bucket: url.hostname,
    prefix: url.pathname.replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: url.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle:
      (url.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')) === 'true',
    accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
    secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
  };
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** S3's smallest part but the last is 5 MiB; 8 MiB keeps a 2 GiB file to 256 parts. */
const PART_BYTES = 8 * 1024 * 1024;
/** The largest object one CopyObject makes. */
const MAX_COPY_BYTES = 5 * 1024 * 1024 * 1024;

/** Files in an S3-compatible bucket; uploads are streamed in parts, never held whole. */
export class S3Storage implements Storage, PartedStorage {
  readonly partSize = PART_BYTES;
  readonly maxCopyBytes = MAX_COPY_BYTES;
  private readonly client: S3Client;

  constructor(private readonly location: S3Location) {
    this.client = new S3Client({
      region: location.region,
      forcePathStyle: location.forcePathStyle,
      ...(location.endpoint ? { endpoint: location.endpoint } : {}),
      ...(location.accessKeyId && location.secretAccessKey
        ? {
            credentials: {
              accessKeyId: location.accessKeyId,
              secretAccessKey: location.secretAccessKey,
            },
          }
        : {}),
    });
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.location.bucket }));
  }

  async put(
    key: string,
    body: Readable,
    options: { contentType?: string } = {},
  ): Promise<{ size: number }> {
    let size = 0;
    body.on('data', (chunk: Buffer) => {
      size += chunk.length;
    });
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        Body: body,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
      },
      queueSize: 2,
      partSize: PART_BYTES,
    });
    await upload.done();
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const result = await this.client.send(
        new GetObjectCommand({
          Bucket: this.location.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
        }),
      );
      return result.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return { key, size: head.ContentLength ?? 0, lastModified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    const base = this.location.prefix ? `${this.location.prefix}/` : '';
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: `${base}${prefix}`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key.slice(base.length),
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async beginParts(key: string): Promise<string> {
    const started = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
    );
    if (!started.UploadId) throw new Error('The store gave no multipart upload id');
    return started.UploadId;
  }

  async sendPart(
    key: string,
    multipartId: string,
    partNumber: number,
    bytes: Buffer,
  ): Promise<string> {
    const sent = await this.client.send(
      new UploadPartCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        UploadId: multipartId,
        PartNumber: partNumber,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
    if (!sent.ETag) throw new Error('The store gave no tag for a part');
    return sent.ETag;
  }

  async finishParts(key: string, multipartId: string, parts: StoredPart[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        UploadId: multipartId,
        MultipartUpload: {
          Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
        },
      }),
    );
  }

  async abortParts(key: string, multipartId: string): Promise<void> {
    await this.client.send(
      new AbortMultipartUploadCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(key),
        UploadId: multipartId,
      }),
    );
  }

  async copy(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.location.bucket,
        Key: this.objectKey(to),
        CopySource: encodeURI(`${this.location.bucket}/${this.objectKey(from)}`),
      }),
    );
  }

  /** Releases the HTTP connections. */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }
}
