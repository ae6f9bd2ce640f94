import { SearchQuery, SearchResultSchema, WhatsNewQuery, WhatsNewSchema } from '@toolbox/domain';
import { errorResponses, type App } from '../../lib/fastify';
import type { SearchService } from './search.service';

const tags = ['toolbox'];

/** Read-only catalogue views for every signed-in user (the engineer toolbox's home screen). */
export async function searchRoutes(app: App, { search }: { search: SearchService }) {
  app.get(
    '/api/v1/search',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Machines, documents, software and guides matching the text, a few of each',
        querystring: SearchQuery,
        response: { 200: SearchResultSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => search.search(request.query.q),
  );

  app.get(
    '/api/v1/whats-new',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Documents and software added or updated after the given time',
        querystring: WhatsNewQuery,
        response: { 200: WhatsNewSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => search.whatsNew(new Date(request.query.since)),
  );
}
