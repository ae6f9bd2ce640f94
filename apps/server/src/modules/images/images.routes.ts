import { declaredSha256Field, messages } from '@toolbox/domain';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { errorResponses, type App } from '../../lib/fastify';
import { sendStoredFile, STORED_FILE_RESPONSES } from '../../lib/storage/send-file';
import { StorageNotFoundError, type Storage } from '../../lib/storage/storage';
import { requireUser } from '../../plugins/access';
import type { ImagesService } from './images.service';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const ImageBody = z.object({
  image: z.object({ path: z.string(), url: z.string(), sizeBytes: z.number().int() }),
});

/** Images: administrators publish finished uploads, everyone signed in views them. */
export async function imagesRoutes(app: App, deps: { images: ImagesService; storage: Storage }) {
  const tags = ['images'];

  app.post(
    '/api/v1/images',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a finished image upload (PNG, JPEG or WebP) for a diagram, step or photo',
        body: z.object({ uploadId: z.string().min(1).max(200), sha256: declaredSha256Field }),
        response: { 201: ImageBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const image = await deps.images.publish(request.body, user.id);
      return reply.status(201).send({ image });
    },
  );

  app.get(
    '/api/v1/images/:name',
    {
      // Sent as stored, never compressed (plugins/compression.ts).
      compress: false,
      config: { access: 'user', responses: STORED_FILE_RESPONSES },
      schema: {
        tags,
        summary: 'A stored image, served inline with its SHA-256 as ETag',
        params: z.object({ name: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const file = deps.images.file(request.params.name);
      try {
        return await sendStoredFile(request, reply, deps.storage, file);
      } catch (error) {
        if (error instanceof StorageNotFoundError) throw notFound(messages.image.notFound);
        throw error;
      }
    },
  );
}
