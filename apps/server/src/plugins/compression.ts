import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON, text (never an event stream, which must flow as it is written),
 * XML, JavaScript and CSS. The plugin's own list would also take `application/octet-stream`; an
 * already-compressed file (ZIP, PDF, images) is never in this list nor in mime-db's.
 */
const TEXT_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/u;

/**
 * Brotli or gzip for JSON and text answers of 1 KiB and more (issue #19 item 4). A ranged
 * answer is never compressed (its offsets are the file's), a stored file's route opts out with
 * `compress: false` (its ETag is the file's SHA-256, and its length must stay known), and
 * request bodies are never inflated: a small compressed body must not become a large one.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: (type: string) => TEXT_TYPES.test(type),
    globalDecompression: false,
  });
}
