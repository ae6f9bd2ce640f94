import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthenticated } from '../lib/errors';
import type { Metrics } from '../lib/metrics';

const UPLOAD_PATCH_ROUTE = '/api/v1/uploads/:id';

/** Whether an Authorization header carries `Bearer <token>`: digests compared, in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && crypto.timingSafeEqual(digest(given), digest(token));
}

/** A route's label: its pattern for the API, one label for every file the apps are served from. */
function routeLabel(route: string | undefined): string {
  if (route === undefined) return 'unmatched';
  return route.startsWith('/api/') || route === '/metrics' ? route : 'static';
}

/**
 * GET /metrics in the Prometheus text format for a scraper that sends
 * `Authorization: Bearer $METRICS_TOKEN` (issue #21 item 7); 401 for any other caller. Without
 * METRICS_TOKEN it answers 404 (never the portal's page) and nothing is counted. Requests are
 * counted by route pattern, never by path: a path holds ids.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.get(
    '/metrics',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      if (!token) throw notFound('Not found');
      if (!bearerMatches(request.headers.authorization, token)) {
        void reply.header('www-authenticate', 'Bearer');
        throw unauthenticated('A valid metrics token is required.');
      }
      const { contentType, text } = await metrics.render();
      return reply.type(contentType).send(text);
    },
  );
  if (!token) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'PATCH' || request.routeOptions.url !== UPLOAD_PATCH_ROUTE) return;
    metrics.uploadsInFlight(1);
    // The socket's close comes whether the PATCH was answered or the client went away.
    reply.raw.once('close', () => metrics.uploadsInFlight(-1));
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    metrics.request(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    if (request.method === 'PATCH' && route === UPLOAD_PATCH_ROUTE && reply.statusCode === 204) {
      // What the upload took in: its offset after the PATCH, less the offset it started at.
      const from = Number(request.headers['upload-offset'] ?? 0);
      const to = Number(reply.raw.getHeader('upload-offset') ?? from);
      if (to > from) metrics.uploadBytes(to - from);
    }
  });
}
