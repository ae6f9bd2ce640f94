import crypto from 'node:crypto';
import { injectAs, type TestContext, type TestUser } from './helpers';

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Lowercase hex SHA-256, as a browser would declare it. */
export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** tus's Upload-Metadata header: each field's name and its value in base64. */
export const tusMetadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

/** The tus creation request of an upload of `size` bytes, as `user`; `headers` adds to it. */
export const createUpload = (
  t: TestContext,
  user: TestUser,
  size: number,
  metadata: Record<string, string>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      cookie: user.cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': tusMetadata(metadata),
      ...headers,
    },
  });

/** One tus PATCH of `bytes` at `offset` to the upload at `location`, as `user`. */
export const patchUpload = (
  t: TestContext,
  user: TestUser,
  location: string,
  offset: number,
  bytes: Buffer,
) =>
  t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      cookie: user.cookie,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });

/** The tus HEAD of the upload at `location` (its offset), as `user`. */
export const headUpload = (t: TestContext, user: TestUser, location: string) =>
  t.app.inject({
    method: 'HEAD',
    url: location,
    headers: { cookie: user.cookie, 'tus-resumable': '1.0.0' },
  });

/** Sends `bytes` over tus as `user`, in two pieces; answers the upload id. */
export async function uploadBytes(
  t: TestContext,
  user: TestUser,
  bytes: Buffer,
  metadata: { kind: 'document' | 'software' | 'image'; filename: string; sha256?: string | null },
): Promise<string> {
  const fields: Record<string, string> = { kind: metadata.kind, filename: metadata.filename };
  const declared = metadata.sha256 === undefined ? sha256Of(bytes) : metadata.sha256;
  if (declared) fields.sha256 = declared;
  const created = await createUpload(t, user, bytes.length, fields);
  if (created.statusCode !== 201)
    throw new Error(`upload refused: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  for (const [offset, piece] of [
    [0, bytes.subarray(0, half)],
    [half, bytes.subarray(half)],
  ] as const) {
    if (piece.length === 0) continue;
    const sent = await patchUpload(t, user, location, offset, piece);
    if (sent.statusCode !== 204) throw new Error(`chunk refused: ${sent.statusCode} ${sent.body}`);
  }
  return location.split('/').pop()!;
}

/** Publishes a finished upload as a document in the Service category, as `user`. */
export const publishDocument = (t: TestContext, user: TestUser, uploadId: string) =>
  injectAs(t, user, 'POST', '/api/v1/documents', { uploadId, category: 'Service' });

/**
 * Uploads `bytes` as `user` and publishes the upload with a POST of `body` and its id to `url`
 * (a document, a software package): the response of the POST.
 */
export async function publishUpload(
  t: TestContext,
  user: TestUser,
  url: string,
  upload: { bytes: Buffer; kind: 'document' | 'software'; filename: string },
  body: Record<string, unknown>,
) {
  const { bytes, kind, filename } = upload;
  const uploadId = await uploadBytes(t, user, bytes, { kind, filename });
  return injectAs(t, user, 'POST', url, { uploadId, ...body });
}

/** A stream read to the end. */
export { readAll } from '../src/lib/read-all';

/** Bytes that start like a PDF, so a browser would take them for one. */
export const pdfBytes = (size: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(Math.max(0, size - 9))]);

/** Bytes with a ZIP's local-file-header signature. */
export const zipBytes = (size: number) =>
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), crypto.randomBytes(Math.max(0, size - 4))]);

/** Bytes that start with PNG's signature (enough for the server's type check). */
export const pngBytes = (size: number) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    crypto.randomBytes(Math.max(0, size - 8)),
  ]);
