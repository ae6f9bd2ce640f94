import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whether an `If-None-Match` header names `etag` (or `*`), weakly compared as RFC 9110 says. */
export function namesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Every JSON answer to a GET under /api/v1 carries an ETag of its body, and a client that names
 * it in `If-None-Match` gets 304 without the body (issue #19 item 3). The tag is the body's
 * SHA-1, so any write that changes what a list shows changes its tag, whichever replica made it.
 * Weak, because the same body goes out as brotli, gzip or plain. Stored files keep their own
 * strong ETag (their SHA-256), set before this hook runs.
 */
export function registerETags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!request.url.startsWith('/api/v1/') || reply.hasHeader('etag')) return payload;
    return tagged(request, reply, payload, bodyETag(payload));
  });
}

/** `payload` sent with `etag`, or a 304 without it when the request names that tag. */
export function tagged(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string,
  etag: string,
): string {
  reply.header('etag', etag);
  if (!namesETag(request.headers['if-none-match'], etag)) return payload;
  reply.code(304);
  return '';
}

/** The weak ETag of a JSON body: its SHA-1. */
export function bodyETag(body: string): string {
  return `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}
