import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../lib/errors';
import type { Metrics } from '../lib/metrics';

const UPLOAD_PATCH_ROUTE = '/api/v1/uploads/:id';

/** Whether an Authorization header carries `Bearer <token>`, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/**
 * GET /metrics in the Prometheus text format for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN` (issue #21 item 7); 401 for any other caller. Without
 * METRICS_TOKEN the route does not exist (404, like any unknown path) and nothing is counted.
 * Requests are counted by route pattern, never by path: a path holds ids.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  if (!token) return;
  app.addHook('onRequest', async (request) => {
    if (request.method === 'PATCH' && request.routeOptions.url === UPLOAD_PATCH_ROUTE) {
      metrics.uploadsInFlight(1);
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (request.method === 'PATCH' && route === UPLOAD_PATCH_ROUTE) {
      metrics.uploadsInFlight(-1);
      if (reply.statusCode === 204)
        metrics.uploadBytes(Number(request.headers['content-length'] ?? 0));
    }
  });
  app.get(
    '/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        void reply.header('www-authenticate', 'Bearer');
        throw unauthenticated('A valid metrics token is required.');
      }
      const { contentType, text } = await metrics.render();
      return reply.type(contentType).send(text);
    },
  );
}
