import {
  type ApiErrorBody,
  API_ERROR_CODES,
  httpStatusToFunctionCode,
  isDomainError,
  messages,
} from '@toolbox/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** A file system that is full, read-only, refused or failing: the storage is down, not the request. */
const STORAGE_ERRORS = new Set([
  'ENOSPC',
  'EDQUOT',
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'EMFILE',
  'ENFILE',
  // PostgreSQL's disk_full: on one disk the database fills up with DATA_DIR/files, and a record
  // that cannot be written is the same passing fault as a file that cannot.
  '53100',
]);

/** Seconds a client is asked to wait after a 503 before it tries again. */
export const RETRY_AFTER_SECONDS = 10;

/**
 * Whether a dependency (database, storage, mail server, or the connection to one) is what failed,
 * rather than the request: such a fault is answered 503 (docs/product.md#sec-dependencies-down).
 * Drizzle and the S3 client wrap their errors, so the code may sit anywhere down the `cause` chain.
 */
export function isDependencyFault(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const { code, message, cause, $metadata } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      $metadata?: { httpStatusCode?: number };
    };
    if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || STORAGE_ERRORS.has(code))) {
      return true;
    }
    // An S3 server that answers but cannot serve (503 SlowDown, 500 InternalError).
    if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
    if (
      typeof message === 'string' &&
      /PGlite is closed|database thread stopped|Connection terminated|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    e = cause;
  }
  return false;
}

/** HTTP status of a domain rule's error code. */
const DOMAIN_STATUS: Record<string, number> = {
  [API_ERROR_CODES.invalidArgument]: 400,
  [API_ERROR_CODES.permissionDenied]: 403,
  [API_ERROR_CODES.notFound]: 404,
  [API_ERROR_CODES.conflict]: 409,
};

const OTHER_CLIENT_ERRORS: Record<number, string> = {
  413: 'payload-too-large',
  415: 'unsupported-media-type',
};

export type ErrorResponse = {
  status: number;
  body: ApiErrorBody;
  /** Sent as `Retry-After`: a 429's wait, or a passing fault's (every 503). */
  retryAfterSeconds?: number;
};

/**
 * What an error is answered with: AppErrors as they are, validation failures as 400 with
 * per-field details, Fastify's own 4xx as they are, a failing dependency as 503, and everything else
 * as a 500 whose internals stay in the log. Every body names its request (`requestId`, as in
 * `X-Request-Id` and on every log line of it), a refusal's as much as a fault's: whoever reports
 * "it says not found" can be traced.
 */
export function toErrorResponse(error: FastifyError, request: FastifyRequest): ErrorResponse {
  const answer = classify(error, request);
  return { ...answer, body: { ...answer.body, requestId: request.id } };
}

function classify(error: FastifyError, request: FastifyRequest): ErrorResponse {
  if (error instanceof AppError) {
    const retryAfterSeconds =
      error.retryAfterSeconds ?? (error.statusCode === 503 ? RETRY_AFTER_SECONDS : undefined);
    return {
      status: error.statusCode,
      body: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
      ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
    };
  }
  if (isDomainError(error)) {
    // docs/product.md#data-errors: the machine data layer's failures are logged, then answered.
    request.log.info({ code: error.code, message: error.message }, 'request refused by a rule');
    return {
      status: DOMAIN_STATUS[error.code] ?? 400,
      body: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: error.details } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
      (details[field] ??= []).push(issue.message ?? 'is not valid');
    }
    return {
      status: 400,
      body: {
        code: API_ERROR_CODES.invalidArgument,
        message: error.validation[0]?.message ?? 'The request is not valid.',
        details,
      },
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = OTHER_CLIENT_ERRORS[status] ?? httpStatusToFunctionCode(status);
    return { status, body: { code, message: error.message } };
  }
  if (isDependencyFault(error)) {
    request.log.error({ err: error }, 'dependency unavailable');
    return {
      status: 503,
      body: {
        code: API_ERROR_CODES.unavailable,
        message: messages.request.unavailable,
      },
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return {
    status: 500,
    body: {
      code: API_ERROR_CODES.internal,
      message: messages.request.internal,
    },
  };
}

/** One error handler for the API: `{ code, message, details? }` with its status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfterSeconds } = toErrorResponse(error, request);
    // A spent budget or a passing fault says when to try again (docs/product.md#sec-dependencies-down).
    if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(status).send(body);
  });
}
