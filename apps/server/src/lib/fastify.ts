import { ApiErrorBodySchema } from '@toolbox/domain';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** A Fastify instance whose route schemas are zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error answers a route documents: each the API's one `{ code, message, details? }` shape. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof ApiErrorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, ApiErrorBodySchema])) as Record<
    S,
    typeof ApiErrorBodySchema
  >;
}

/**
 * An answer a route sends itself (a file, a stream, tus), documented as it really is in the route's
 * `config.responses` (decision 020).
 */
export type DocumentedResponse = {
  description: string;
  /** Media type → schema (OpenAPI 3.0); none for an answer without a body. */
  content?: Record<string, { schema: Record<string, unknown> }>;
};

/** Content of a type that is not JSON: a stored file, exported text, an event stream. */
export const rawContent = (type = 'application/octet-stream', format = 'binary') => ({
  [type]: { schema: { type: 'string', ...(format ? { format } : {}) } },
});
