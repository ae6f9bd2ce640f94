import { z } from 'zod';

/** Every error response of the API: `{ code, message, details? }` (STYLE.md §Errors). */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Error codes the API uses beyond SPEC.md §8's authentication codes. */
export const API_ERROR_CODES = {
  unauthenticated: 'unauthenticated',
  permissionDenied: 'permission-denied',
  notFound: 'not-found',
  invalidArgument: 'invalid-argument',
  conflict: 'aborted',
  rateLimited: 'resource-exhausted',
  internal: 'internal',
  unavailable: 'unavailable',
  accountInactive: 'account-inactive',
  accountDisabled: 'account-disabled',
} as const;

/** Answer of POST /api/v1/auth/access-denied: the logged attempt behind the Access Denied notice. */
export const AccessDeniedRecordSchema = z.object({
  sessionId: z.string(),
  loggedAt: z.string(),
});
export type AccessDeniedRecord = z.infer<typeof AccessDeniedRecordSchema>;
