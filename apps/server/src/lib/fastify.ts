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
