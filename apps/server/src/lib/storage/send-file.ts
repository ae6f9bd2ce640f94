import { rawContent, type DocumentedResponse } from '../fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StorageNotFoundError, type ByteRange, type Storage } from './storage';

/** Types the browser may show in the page: PDF and raster images, nothing that runs script. */
const INLINE_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Types that are always downloaded: named correctly, never rendered in Toolbox's origin. */
const ATTACHMENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  html: 'text/html',
  htm: 'text/html',
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
};

/** Content type and disposition of a stored file, decided by its extension alone. */
export function servingOf(extension: string): { contentType: string; inline: boolean } {
  const ext = extension.toLowerCase();
  if (INLINE_TYPES[ext]) return { contentType: INLINE_TYPES[ext], inline: true };
  return { contentType: ATTACHMENT_TYPES[ext] ?? 'application/octet-stream', inline: false };
}

/**
 * One `bytes=` range of a file of `size` bytes (suffix and open ranges too); `null` when there is
 * no usable single range (absent, several, or malformed: the whole file is sent), `'unsatisfiable'`
 * when it starts past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const length = Number(last);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** `filename*` per RFC 6266/5987, with a plain ASCII fallback for old clients. */
function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams a stored file with HTTP range support (docs/product.md#sec-served-files): ETag is its
 * SHA-256, nothing is sniffed, and a sandboxing CSP applies, so an uploaded SVG or HTML never runs
 * in Toolbox's origin. PDFs keep the browser's viewer, which a CSP sandbox would block; they are
 * inline like raster images so the preview box can show them, everything else is an attachment.
 *
 * `onOpen` is called when the answer opens the file, once per opening (issue #19): a GET that
 * gets the whole file (or a 304 for it), or the range from byte 0 that a PDF viewer or a
 * resumable download starts with; never for the ranges that follow. It is decided on what is
 * sent, so a malformed or stale range that gets the whole file counts as an opening.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  file: { key: string; sha256: string; fileName: string; extension: string },
  { onOpen }: { onOpen?: () => Promise<void> } = {},
): Promise<FastifyReply> {
  const stored = await storage.stat(file.key);
  if (!stored) throw new StorageNotFoundError(file.key);
  const { contentType, inline } = servingOf(file.extension);
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'private, no-cache')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Security-Policy',
      contentType === 'application/pdf'
        ? "default-src 'none'; object-src 'self'; frame-ancestors 'self'"
        : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
    )
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('X-Frame-Options', 'SAMEORIGIN')
    .header(
      'Content-Disposition',
      contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
    )
    .type(contentType);

  const ifRange = request.headers['if-range'];
  const range =
    ifRange !== undefined && ifRange !== etag
      ? null
      : parseRange(request.headers.range, stored.size);
  const opens = request.method === 'GET' && range !== 'unsatisfiable' && (range?.start ?? 0) === 0;
  if (opens) await onOpen?.();
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return reply.status(304).send();
  }
  if (range === 'unsatisfiable') {
    return reply.status(416).header('Content-Range', `bytes */${stored.size}`).send();
  }
  if (request.method === 'HEAD') {
    return reply.header('Content-Length', stored.size).send();
  }
  if (range) {
    const end = range.end ?? stored.size - 1;
    return reply
      .status(206)
      .header('Content-Range', `bytes ${range.start}-${end}/${stored.size}`)
      .header('Content-Length', end - range.start + 1)
      .send(await storage.get(file.key, { start: range.start, end }));
  }
  return reply.header('Content-Length', stored.size).send(await storage.get(file.key));
}

/** What a stored-file route answers, for the OpenAPI document (decision 020). */
export const STORED_FILE_RESPONSES = {
  200: { description: 'The whole file', content: rawContent() },
  206: { description: 'The requested byte range', content: rawContent() },
  304: { description: 'Not modified: the file still has the ETag given in If-None-Match' },
  416: { description: 'The range lies outside the file' },
} satisfies Record<number, DocumentedResponse>;
