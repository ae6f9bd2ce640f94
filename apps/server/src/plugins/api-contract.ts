import { ApiErrorBodySchema, messages } from '@toolbox/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { invalidArgument } from '../lib/errors';
import type { DocumentedResponse } from '../lib/fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answers of a route whose body is not JSON, for the OpenAPI document; its error answers
     * are added like every route's (decision 020).
     */
    responses?: Record<number, DocumentedResponse>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses that the server's shared machinery can answer on `route`, whatever its
 * handler does: input validation and unknown query parameters (400), an unforeseen fault (500), a
 * dependency down (503), the
 * access check (401, 403), the same-origin check, body limits and write budgets of a write (403,
 * 413, 415, 429), a path parameter that names nothing or is too long (404, 414), and a route's own
 * rate limit (429).
 */
export function sharedErrorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config'>) {
  // 500: a fault nobody foresaw, logged on the server (the fuzz test fails on any).
  const statuses = new Set([400, 500, 503]);
  const config = route.config as { access?: string; rateLimit?: unknown } | undefined;
  if (config?.access === 'user' || config?.access === 'admin') {
    statuses.add(401).add(403);
  }
  if ([route.method].flat().some((m) => WRITE_METHODS.has(m))) {
    for (const status of [403, 413, 415, 429]) statuses.add(status);
  }
  if (route.url.includes(':')) statuses.add(404).add(414);
  if (config?.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

/** The names a querystring schema accepts, or an empty list for a route that takes none. */
function queryNames(schema: unknown): string[] {
  let s = schema as z.ZodType | undefined;
  // A query with a transform is a pipe whose input is the object.
  while (s instanceof z.ZodPipe) s = s.in as z.ZodType;
  return s instanceof z.ZodObject ? Object.keys(s.shape) : [];
}

/** Refuses a query parameter the route does not know, naming it: a typo is not silently ignored. */
function refuseUnknownQuery(known: Set<string>) {
  return async (request: FastifyRequest) => {
    const unknown = Object.keys(request.query as Record<string, unknown>).filter(
      (name) => !known.has(name),
    );
    if (unknown.length === 0) return;
    throw invalidArgument(
      messages.request.unknownQueryParameter(unknown[0]!),
      Object.fromEntries(
        unknown.map((name) => [name, [messages.request.unknownQueryParameter(name)]]),
      ),
    );
  };
}

const isJson = (answer: unknown) =>
  Boolean((answer as DocumentedResponse | undefined)?.content?.['application/json']);

type OpenApiOperation = { responses?: Record<string, unknown> };
type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

/**
 * Makes the OpenAPI document say what the server really does (issue #16 item 14, decision 020):
 * every /api route lists the error statuses the shared machinery can answer with the API's one
 * error body, refuses unknown query parameters with 400, and a route whose body is not JSON
 * documents its own answers (`config.responses`). Register before the routes; answers the last
 * step of the OpenAPI transform.
 */
export function registerApiContract(app: FastifyInstance) {
  const ownAnswers = new Map<string, Record<number, DocumentedResponse>>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/') && route.url !== '/api/health') return;
    const known = new Set(queryNames(route.schema?.querystring));
    route.preValidation = [route.preValidation ?? [], refuseUnknownQuery(known)].flat();
    const response = { ...(route.schema?.response as Record<string, unknown> | undefined) };
    for (const status of sharedErrorStatuses(route)) response[status] ??= ApiErrorBodySchema;
    route.schema = { ...route.schema, response };
    const own = route.config?.responses;
    if (own) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      for (const method of [route.method].flat())
        ownAnswers.set(`${method.toLowerCase()} ${path}`, own);
    }
  });

  /**
   * Over the whole document: a 204 has no body, and a route's own answers (`config.responses`)
   * replace the 200 swagger guessed for a route without a response schema.
   */
  return function finishDocument<D extends { paths?: object }>(document: D): D {
    for (const [path, operations] of Object.entries((document.paths ?? {}) as OpenApiPaths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation.responses ??= {});
        const own = ownAnswers.get(`${method} ${path}`);
        if (own) {
          delete responses['200'];
          for (const [status, answer] of Object.entries(own)) {
            // Beside the shared machinery's JSON error, the route's own body of the same status.
            const shared = responses[status] as DocumentedResponse | undefined;
            responses[status] = shared?.content
              ? { ...shared, content: { ...shared.content, ...answer.content } }
              : answer;
          }
        }
        if (responses['204']) responses['204'] = { description: 'No Content' };
        // plugins/etags.ts: every JSON answer to a GET has an ETag a client can send back.
        if (method === 'get' && path.startsWith('/api/v1/') && isJson(responses['200'])) {
          responses['304'] = { description: 'Not Modified: the ETag named in If-None-Match holds' };
        }
      }
    }
    return document;
  };
}
