/**
 * What every endpoint of the API shares, whatever its entity: the error body `{ code, message,
 * details? }` with the error codes the server answers with, the page and pageSize fields of list
 * queries with the page shape lists answer with, and the id that names a finished tus upload in
 * a create body. The per-entity contracts beside this file build on these; the authentication
 * error codes and their sign-in messages are in `../auth-errors.ts`.
 */
import { z } from '../internal/zod';
import { timestampInput } from '../internal/schema-helpers';

/** Every error response of the API: `{ code, message, details?, requestId }` (STYLE.md §Errors). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * The request's id, as in `X-Request-Id` and on every log line of the request: on every error,
   * a refusal's as much as a fault's. Optional to a reader, for a proxy's or an older server's body.
   */
  requestId: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

export { API_ERROR_CODES } from '../api-codes';

/** One page of a list endpoint. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Largest page any list endpoint answers with. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** The page and pageSize fields of every list query. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

/** A `since` query parameter: an ISO 8601 time with an offset, of bounded length. */
export const SinceQueryField = timestampInput('Since');

/** The longest id that names an upload, in a body or in the path of /api/v1/uploads/{id}. */
export const UPLOAD_ID_MAX_LENGTH = 100;

/**
 * The id of a finished tus upload (the last segment of its Location). It is how a record gets its
 * file, so a missing one answers the record's own message for a missing file (SPEC: "File path or
 * download URL is required"), not a generic one about the field.
 */
export const uploadIdField = (missingFile: string) =>
  z.string({ error: missingFile }).trim().min(1, missingFile).max(UPLOAD_ID_MAX_LENGTH);

/**
 * The SHA-256 the browser took of the file while sending it, declared when the upload is
 * published (decision 008): the server refuses the upload when its own hash of the bytes differs.
 * Left out when the browser could not hash; the server's hash is then used.
 */
export const declaredSha256Field = z
  .string()
  .max(64)
  .regex(/^[0-9a-fA-F]{64}$/, 'Not a SHA-256 hash')
  .optional();
