/**
 * The one error type of the domain rules. `code` is one of the API's error codes (see
 * `API_ERROR_CODES` and docs/product.md#api-errors), so the server can map it to an HTTP status
 * without guessing; `message` is the product's wording (docs/product.md#error-catalogue), word for
 * word.
 */
export class DomainError extends Error {
  /** Machine-readable reason, e.g. `invalid-argument` or `not-found`. */
  readonly code: string;
  /** Per-field messages, when the error is about input fields. */
  readonly details: Readonly<Record<string, string[]>> | undefined;

  constructor(code: string, message: string, details?: Record<string, string[]>) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** Narrows an unknown caught value to a DomainError (for services that translate errors). */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
