import type { FastifyRequest } from 'fastify';
import {
  CreateDocumentInput,
  CreateDocumentVersionInput,
  DocumentFacetsSchema,
  DocumentListPageSchema,
  DocumentListQuery,
  DocumentSchema,
  UpdateDocumentInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { sendStoredFile, STORED_FILE_RESPONSES } from '../../lib/storage/send-file';
import type { Storage } from '../../lib/storage/storage';
import { requestActor } from '../../plugins/access';
import type { DocumentsService } from './documents.service';

const IdParams = z.object({ id: z.string().min(1).max(200) });
const VersionParams = IdParams.extend({ version: z.coerce.number().int().min(1).max(100_000) });
const DocumentBody = z.object({ document: DocumentSchema });

const errors = errorResponses(400, 401, 403, 404, 409, 413, 422);
const tags = ['documents'];

/**
 * Documents (docs/product.md#documents): everyone signed in reads and downloads, administrators
 * change. A file arrives over /api/v1/uploads first; its upload id then names it here. These are
 * the reads: the list, its facets and one document.
 */
export async function documentsRoutes(app: App, { documents }: { documents: DocumentsService }) {
  app.get(
    '/api/v1/documents',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Documents, newest upload first; full-text search, category and machine filters',
        querystring: DocumentListQuery,
        response: { 200: DocumentListPageSchema, ...errors },
      },
    },
    (request) => documents.list(request.query),
  );

  app.get(
    '/api/v1/documents/facets',
    {
      config: { access: 'user', sameForEveryone: true },
      schema: {
        tags,
        summary: 'Categories in use with their document counts',
        response: { 200: DocumentFacetsSchema, ...errors },
      },
    },
    () => documents.facets(),
  );

  app.get(
    '/api/v1/documents/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'One document with its version history',
        params: IdParams,
        response: { 200: DocumentBody, ...errors },
      },
    },
    async (request) => ({ document: await documents.get(request.params.id) }),
  );
}

/** Publishing, editing and deleting documents: administrators only. */
export async function documentWriteRoutes(
  app: App,
  { documents }: { documents: DocumentsService },
) {
  app.post(
    '/api/v1/documents',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a finished upload as a document',
        body: CreateDocumentInput,
        response: { 201: DocumentBody, ...errors },
      },
    },
    async (request, reply) => {
      const document = await documents.create(request.body, requestActor(request));
      return reply.status(201).send({ document });
    },
  );

  app.post(
    '/api/v1/documents/:id/versions',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Publish a finished upload as the next version',
        params: IdParams,
        body: CreateDocumentVersionInput,
        response: { 201: DocumentBody, ...errors },
      },
    },
    async (request, reply) => {
      const document = await documents.addVersion(
        request.params.id,
        request.body,
        requestActor(request),
      );
      return reply.status(201).send({ document });
    },
  );

  app.patch(
    '/api/v1/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Edit title, description, author, categories or machines',
        params: IdParams,
        body: UpdateDocumentInput,
        response: { 200: DocumentBody, ...errors },
      },
    },
    async (request) => ({
      document: await documents.update(request.params.id, request.body, requestActor(request)),
    }),
  );

  app.delete(
    '/api/v1/documents/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete the document, then its files',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await documents.delete(request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}

/**
 * A document's files, whole or by range, and the mark that it was downloaded; each opening of a
 * file is audited once.
 */
export async function documentFileRoutes(
  app: App,
  deps: { documents: DocumentsService; storage: Storage },
) {
  const { documents } = deps;
  app.post(
    '/api/v1/documents/:id/downloaded',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Mark the document as downloaded',
        params: IdParams,
        response: { 200: DocumentBody, ...errors },
      },
    },
    async (request) => ({ document: await documents.markDownloaded(request.params.id) }),
  );

  const download = async (
    request: FastifyRequest,
    reply: Parameters<typeof sendStoredFile>[1],
    id: string,
    version?: number,
  ) => {
    const file = await documents.file(id, version);
    // One line for each time the file is opened, not for each range a viewer asks for.
    return sendStoredFile(request, reply, deps.storage, file, {
      onOpen: () => documents.recordDownload(id, version, requestActor(request)),
    });
  };

  app.get(
    '/api/v1/documents/:id/file',
    {
      // Sent as stored, never compressed (plugins/compression.ts).
      compress: false,
      config: { access: 'user', responses: STORED_FILE_RESPONSES },
      schema: { tags, summary: 'The current file (Range supported)', params: IdParams },
    },
    (request, reply) => download(request, reply, request.params.id),
  );

  app.get(
    '/api/v1/documents/:id/versions/:version/file',
    {
      // Sent as stored, never compressed (plugins/compression.ts).
      compress: false,
      config: { access: 'user', responses: STORED_FILE_RESPONSES },
      schema: { tags, summary: 'One version’s file (Range supported)', params: VersionParams },
    },
    (request, reply) => download(request, reply, request.params.id, request.params.version),
  );
}
