import {
  DocumentAcknowledgementListQuery,
  DocumentAcknowledgementListSchema,
  MyDocumentAcknowledgementSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor, requireUser } from '../../plugins/access';
import type { AcknowledgementsService } from './acknowledgements.service';

const tags = ['documents'];
const Params = z.object({ id: z.string().min(1).max(300) });

/** "I have read this" (docs/product.md#document-acknowledgements). */
export async function acknowledgementRoutes(
  app: App,
  { acknowledgements }: { acknowledgements: AcknowledgementsService },
) {
  app.get(
    '/api/v1/documents/:id/acknowledgement',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Whether the signed-in user has read the current version',
        params: Params,
        response: { 200: MyDocumentAcknowledgementSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => acknowledgements.mine(request.params.id, requireUser(request).id),
  );

  app.put(
    '/api/v1/documents/:id/acknowledgement',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Acknowledge the current version as read (idempotent; audited once)',
        params: Params,
        response: { 200: MyDocumentAcknowledgementSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => acknowledgements.acknowledge(request.params.id, requestActor(request)),
  );

  app.get(
    '/api/v1/documents/:id/acknowledgements',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Who has read which version of the document, newest first',
        params: Params,
        querystring: DocumentAcknowledgementListQuery,
        response: { 200: DocumentAcknowledgementListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => acknowledgements.list(request.params.id, request.query),
  );
}
