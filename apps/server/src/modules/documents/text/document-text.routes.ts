import {
  DocumentTextSchema,
  DocumentTextSearchPageSchema,
  DocumentTextSearchQuery,
  DocumentTextStateSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../../lib/fastify';
import type { DocumentTextService } from './document-text.service';

const tags = ['documents'];
const Params = z.object({ id: z.string().min(1).max(300) });

/** Search inside documents (issue #22 item 1), for every signed-in user. */
export async function documentTextRoutes(
  app: App,
  { documentText }: { documentText: DocumentTextService },
) {
  app.get(
    '/api/v1/documents/text-search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Documents whose pages hold the words: best page, snippet and matching pages',
        querystring: DocumentTextSearchQuery,
        response: { 200: DocumentTextSearchPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => documentText.search(request.query),
  );

  app.get(
    '/api/v1/documents/:id/text/status',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Whether the current version's words can be searched",
        params: Params,
        response: { 200: DocumentTextStateSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => documentText.state(request.params.id),
  );

  app.get(
    '/api/v1/documents/:id/text',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The current version's text, page by page (kept for searching offline)",
        params: Params,
        response: { 200: DocumentTextSchema, ...errorResponses(401, 404) },
      },
    },
    (request) => documentText.text(request.params.id),
  );
}
