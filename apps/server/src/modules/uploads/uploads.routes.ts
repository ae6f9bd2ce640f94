import type { ServerResponse } from 'node:http';
import { UPLOAD_ID_MAX_LENGTH } from '@toolbox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../lib/error-handler';
import { rawContent, type App, type DocumentedResponse } from '../../lib/fastify';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../plugins/access';
import { OWNER_HEADER, ownerTag, ownsUpload, type UploadsService } from './uploads.service';

/** tus's own refusals (a plain-text body), for the OpenAPI document. */
const TUS_ERRORS = Object.fromEntries(
  [400, 403, 404, 409, 410, 412, 413, 501].map((status) => [
    status,
    { description: 'Refused by the tus server', content: rawContent('text/plain', '') },
  ]),
) as Record<number, DocumentedResponse>;

/** An upload's id in the path, bounded like every path parameter (decision 020). */
const UploadParams = z.object({ id: z.string().min(1).max(UPLOAD_ID_MAX_LENGTH) });

/** tus answers by itself: its 503 (a storage fault) gets the Retry-After of every other 503. */
function retryAfterOn503(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (status: number, ...rest: unknown[]) => {
    if (status === 503) response.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    return writeHead(status, ...rest);
  };
}

/**
 * The tus endpoint: POST creates an upload, HEAD tells its offset, PATCH appends, DELETE cancels.
 * Every request passes the access check (so a disabled user's upload in flight is refused at its
 * next chunk) and may only touch its own uploads.
 */
export async function uploadsRoutes(app: App, { uploads }: { uploads: UploadsService }) {
  // The tus server reads the raw stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) =>
    done(null),
  );

  const handle = async (
    request: FastifyRequest<{ Params: { id?: string } }>,
    reply: FastifyReply,
  ) => {
    const user = requireUser(request);
    if (request.params.id !== undefined && !ownsUpload(request.params.id, user.id)) {
      throw notFound('Upload not found');
    }
    // The tus server reads rawHeaders: drop any owner a client sent, then set the real one.
    const raw = request.raw.rawHeaders;
    const kept: string[] = [];
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i]!.toLowerCase() !== OWNER_HEADER) kept.push(raw[i]!, raw[i + 1]!);
    }
    raw.splice(0, raw.length, ...kept, OWNER_HEADER, ownerTag(user.id));
    request.raw.headers[OWNER_HEADER] = ownerTag(user.id);
    // tus reads the id from the URL itself: give it the checked path and nothing else (no query).
    request.raw.url =
      request.params.id === undefined ? '/api/v1/uploads' : `/api/v1/uploads/${request.params.id}`;
    reply.hijack();
    retryAfterOn503(reply.raw);
    await uploads.tus.handle(request.raw, reply.raw);
  };

  const schema = { tags: ['uploads'], hide: false };
  app.route({
    method: 'POST',
    url: '/api/v1/uploads',
    config: {
      access: 'admin',
      responses: {
        201: { description: 'Created: the upload is at the Location header' },
        ...TUS_ERRORS,
      },
    },
    schema: { ...schema, summary: 'Create an upload (tus 1.0.0 creation)' },
    handler: handle,
  });
  const done = {
    HEAD: { 200: { description: 'The offset so far, in Upload-Offset' } },
    PATCH: { 204: { description: 'Appended; the new offset is in Upload-Offset' } },
    DELETE: { 204: { description: 'Cancelled: the upload and its bytes are gone' } },
  };
  for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/v1/uploads/:id',
      config: { access: 'admin', responses: { ...done[method], ...TUS_ERRORS } },
      schema: { ...schema, summary: `tus 1.0.0 ${method}`, params: UploadParams },
      handler: handle,
    });
  }
}
