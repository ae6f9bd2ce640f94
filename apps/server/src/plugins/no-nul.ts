import type { FastifyInstance } from 'fastify';
import { invalidArgument } from '../lib/errors';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold a NUL character: one in any parameter, query value or JSON string
 * would reach the database as an error (a 500). No field of the API needs it, so a request
 * carrying one is refused up front with a 400 (docs/product.md#sec-malformed-input and #sec-fuzz).
 */
export function registerNoNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) {
      throw invalidArgument('Text must not contain NUL characters.');
    }
  });
}
