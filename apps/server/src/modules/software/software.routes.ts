import {
  CreateSoftwareInput,
  UpdateSoftwareInput,
  SoftwareFacetsSchema,
  SoftwareItemSchema,
  SoftwareListPageSchema,
  SoftwareListQuery,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { sendStoredFile, STORED_FILE_RESPONSES } from '../../lib/storage/send-file';
import type { Storage } from '../../lib/storage/storage';
import { requestActor } from '../../plugins/access';
import type { SoftwareService } from './software.service';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const SoftwareBody = z.object({ software: SoftwareItemSchema });

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const tags = ['software'];

/**
 * Software packages (docs/product.md#software-lists): everyone signed in reads and downloads,
 * administrators change. These are the reads: the list, its facets and one package.
 */
export async function softwareRoutes(app: App, { software }: { software: SoftwareService }) {
  app.get(
    '/api/v1/software',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Packages, newest upload first; by machine, category, search; or by version',
        querystring: SoftwareListQuery,
        response: { 200: SoftwareListPageSchema, ...errors },
      },
    },
    (request) => software.list(request.query),
  );

  app.get(
    '/api/v1/software/facets',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Categories in use with their package counts',
        response: { 200: SoftwareFacetsSchema, ...errors },
      },
    },
    () => software.facets(),
  );

  app.get(
    '/api/v1/software/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One package',
        params: IdParams,
        response: { 200: SoftwareBody, ...errors },
      },
    },
    async (request) => ({ software: await software.get(request.params.id) }),
  );
}

/** Publishing and deleting software packages: administrators only. */
export async function softwareWriteRoutes(app: App, { software }: { software: SoftwareService }) {
  app.post(
    '/api/v1/software',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a finished ZIP upload as a package',
        body: CreateSoftwareInput,
        response: { 201: SoftwareBody, ...errors },
      },
    },
    async (request, reply) => {
      const created = await software.create(request.body, requestActor(request));
      return reply.status(201).send({ software: created });
    },
  );

  app.patch(
    '/api/v1/software/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Edit the package's fields; its file stays (a new file is a new package)",
        params: IdParams,
        body: UpdateSoftwareInput,
        response: { 200: SoftwareBody, ...errors },
      },
    },
    async (request) => ({
      software: await software.update(request.params.id, request.body, requestActor(request)),
    }),
  );

  app.delete(
    '/api/v1/software/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete the package, then its file',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await software.delete(request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}

/** A package's ZIP file, whole or by range; a whole download is audited. */
export async function softwareFileRoutes(
  app: App,
  deps: { software: SoftwareService; storage: Storage },
) {
  const { software } = deps;
  app.get(
    '/api/v1/software/:id/file',
    {
      // Sent as stored, never compressed (plugins/compression.ts).
      compress: false,
      config: { access: 'user', responses: STORED_FILE_RESPONSES },
      schema: { tags, summary: 'The package’s ZIP file (Range supported)', params: IdParams },
    },
    async (request, reply) => {
      const file = await software.file(request.params.id);
      return sendStoredFile(request, reply, deps.storage, file, {
        onOpen: () => software.recordDownload(request.params.id, requestActor(request)),
      });
    },
  );
}
