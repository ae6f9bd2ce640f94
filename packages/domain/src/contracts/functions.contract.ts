/**
 * The contract of the callable functions, POST /api/v1/functions/{name} with `{data}`: the request,
 * the successful `{result}` and the failed `{error:{status,message}}` answers, and the protocol's
 * error codes with how they map to and from HTTP statuses (docs/product.md#function-errors), so the
 * server and the client agree on both. The functions' own data are in the contracts of their
 * entities (e.g. `SendNotificationInput` in `./notification.contract.ts`); messages are
 * `messages.functions`.
 */
import { z } from '../internal/zod';
import { messages } from '../messages';

export {
  FUNCTION_ERROR_CODES,
  FUNCTION_TIMEOUT_CODE,
  HTTP_STATUS_FUNCTION_CODES,
  httpStatusToFunctionCode,
  type FunctionErrorCode,
} from '../function-codes';
import { FUNCTION_ERROR_CODES, type FunctionErrorCode } from '../function-codes';

const FUNCTION_CODE_STATUSES: Readonly<Record<FunctionErrorCode, number>> = {
  ok: 200,
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  'resource-exhausted': 429,
  'failed-precondition': 400,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
  unauthenticated: 401,
};

/** Whether a string is a callable-function error code. */
export function isFunctionErrorCode(code: unknown): code is FunctionErrorCode {
  return typeof code === 'string' && (FUNCTION_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * The HTTP status the server answers a callable function's error code with, so the client's
 * `httpStatusToFunctionCode` gets the product's code back (docs/product.md#function-errors); an
 * unknown code is a 500.
 */
export function functionCodeToHttpStatus(code: string): number {
  return isFunctionErrorCode(code) ? FUNCTION_CODE_STATUSES[code] : 500;
}

/**
 * The status a code travels as in the callable protocol's error body: the canonical upper-case
 * name (`invalid-argument` → `INVALID_ARGUMENT`), which the Firebase SDK requires.
 */
export function toCanonicalStatus(code: FunctionErrorCode): string {
  return code.toUpperCase().replaceAll('-', '_');
}

/**
 * The code of an error body's `status`: the canonical name (`INVALID_ARGUMENT`), or the
 * lower-case code an older server sent; undefined for anything else.
 */
export function fromCanonicalStatus(status: unknown): FunctionErrorCode | undefined {
  if (typeof status !== 'string') return undefined;
  const code = status.toLowerCase().replaceAll('_', '-');
  return isFunctionErrorCode(code) ? code : undefined;
}

/**
 * Body of a callable-function call: POST /api/v1/functions/{name} with `{data}`
 * (docs/product.md#callable-functions).
 */
export const CallableRequestSchema = z.object({
  /** The function's argument. */
  data: z.unknown(),
});
export type CallableRequest = z.infer<typeof CallableRequestSchema>;

/** Successful answer of a callable function; a missing `result` is "Response is missing data field". */
export const CallableResultSchema = z.object({
  /** What the function returned; null is a valid result, a missing field is not. */
  result: z.unknown().refine((value) => value !== undefined, messages.functions.missingData),
});
export type CallableResult = z.infer<typeof CallableResultSchema>;

/** Failed answer of a callable function (ARCHITECTURE.md: `{error:{status,message}}`). */
export const CallableErrorSchema = z.object({
  error: z.object({
    /** The function error code's canonical name, e.g. `INVALID_ARGUMENT` (`toCanonicalStatus`). */
    status: z.string(),
    /** Human-readable reason. */
    message: z.string(),
    /** Extra structured information, if any. */
    details: z.unknown().optional(),
  }),
});
export type CallableError = z.infer<typeof CallableErrorSchema>;
