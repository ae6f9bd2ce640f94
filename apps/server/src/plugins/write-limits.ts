import { API_ERROR_CODES, messages } from '@toolbox/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteLimits } from '../env';
import { AppError } from '../lib/errors';

/** The methods that change state; a GET, HEAD or OPTIONS is never counted. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A tus chunk: its own, larger budget, so that a bulk upload never meets the general one. */
const UPLOAD_CHUNK = 'PATCH /api/v1/uploads/:id';

/** A limiter from @fastify/rate-limit's `createRateLimit`: counts one request under its key. */
type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttlInSeconds: number }>;

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit(options: {
      max: number;
      timeWindow: number;
      keyGenerator: (request: FastifyRequest) => string;
    }): Limiter;
  }
}

/** The 429 of a spent budget: the product's message, and when to try again. */
export class TooManyRequestsError extends AppError {
  constructor(override readonly retryAfterSeconds: number) {
    super(429, API_ERROR_CODES.rateLimited, messages.request.tooManyRequests);
  }
}

/** Counts one request under `limiter`; throws the 429, with `Retry-After`, once it is over. */
export async function spend(limiter: Limiter, request: FastifyRequest) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  throw new TooManyRequestsError(Math.max(1, result.ttlInSeconds));
}

function isCountedWrite(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  return WRITE_METHODS.has(request.method) && url !== undefined && url.startsWith('/api/');
}

/**
 * docs/product.md#sec-write-limits: every state-changing /api request has a budget per client
 * address (checked before the session is read, so an anonymous flood is refused too) and one per
 * signed-in user (checked once the access check knows the user). Over budget: 429, `Retry-After`,
 * and the request goes no further, so nothing is written or audited. Register it before the access
 * check; `@fastify/rate-limit` must be registered first.
 */
export function registerWriteLimits(app: FastifyInstance, limits: WriteLimits): void {
  const window = limits.windowMs;
  const perAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: window,
    keyGenerator: (request) => `write-address:${request.ip}`,
  });
  const userKey = (kind: string) => (request: FastifyRequest) => `${kind}:${request.user?.id}`;
  const perUser = app.createRateLimit({
    max: limits.perUser,
    timeWindow: window,
    keyGenerator: userKey('write-user'),
  });
  const chunksPerUser = app.createRateLimit({
    max: limits.uploadChunksPerUser,
    timeWindow: window,
    keyGenerator: userKey('upload-chunk-user'),
  });
  // The cheap writes that each add a row to the audit log: a stricter budget of their own.
  const strict: Record<string, Limiter> = {
    'POST /api/v1/auth/access-denied': app.createRateLimit({
      max: limits.accessDeniedPerUser,
      timeWindow: window,
      keyGenerator: userKey('access-denied-user'),
    }),
  };

  app.addHook('onRequest', async (request) => {
    if (isCountedWrite(request)) await spend(perAddress, request);
  });
  // After every onRequest hook, so the access check has set the user; before the body is parsed.
  app.addHook('preParsing', async (request) => {
    if (!isCountedWrite(request) || !request.user) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    await spend(route === UPLOAD_CHUNK ? chunksPerUser : perUser, request);
    const stricter = strict[route];
    if (stricter) await spend(stricter, request);
  });
}
