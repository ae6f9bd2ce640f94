import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TestContext, TestUser } from './helpers';

const b64 = (value: string) => Buffer.from(value).toString('base64');

/** Lowercase hex SHA-256, as a browser would declare it. */
export const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

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
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads',
    headers: {
      cookie: user.cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes.length),
      'upload-metadata': Object.entries(fields)
        .map(([k, v]) => `${k} ${b64(v)}`)
        .join(','),
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`upload refused: ${created.statusCode} ${created.body}`);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  for (const [offset, piece] of [
    [0, bytes.subarray(0, half)],
    [half, bytes.subarray(half)],
  ] as const) {
    if (piece.length === 0) continue;
    const sent = await t.app.inject({
      method: 'PATCH',
      url: location,
      headers: {
        cookie: user.cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: piece,
    });
    if (sent.statusCode !== 204) throw new Error(`chunk refused: ${sent.statusCode} ${sent.body}`);
  }
  return location.split('/').pop()!;
}

/** A stream read to the end. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

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
