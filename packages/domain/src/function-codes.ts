/** The callable functions' error codes and their HTTP statuses, without zod. */
/** Every error code a callable function can end with (the callable-function protocol's set). */
export const FUNCTION_ERROR_CODES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
] as const;
export type FunctionErrorCode = (typeof FUNCTION_ERROR_CODES)[number];

/** The code a call gets when it runs past its time-out (docs/product.md#function-errors). */
export const FUNCTION_TIMEOUT_CODE = 'deadline-exceeded' satisfies FunctionErrorCode;

/**
 * The product's Cloud-function error mapping (docs/product.md#function-errors), HTTP status → error
 * code.
 */
export const HTTP_STATUS_FUNCTION_CODES: Readonly<Record<number, FunctionErrorCode>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/**
 * The error code the client reports for a callable function's HTTP status
 * (docs/product.md#function-errors): 2xx is `ok`, the table's statuses their code, any other status
 * `unknown`.
 */
export function httpStatusToFunctionCode(status: number): FunctionErrorCode {
  if (status >= 200 && status < 300) return 'ok';
  return HTTP_STATUS_FUNCTION_CODES[status] ?? 'unknown';
}
