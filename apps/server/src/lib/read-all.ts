import type { Readable } from 'node:stream';

/** A stream read to the end, in one buffer: only for what is known to be small. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
