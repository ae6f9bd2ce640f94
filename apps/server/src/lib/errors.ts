import { API_ERROR_CODES } from '@toolbox/domain';

/** The one error type of the server: services throw it, the error handler presents it. */
export class AppError extends Error {
  /** When to try again: the error handler sends it as `Retry-After` (every 429 has one). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = (
  message = 'Please sign in to continue.',
  code: string = API_ERROR_CODES.unauthenticated,
) => new AppError(401, code, message);

export const permissionDenied = (message = 'You do not have permission to do this.') =>
  new AppError(403, API_ERROR_CODES.permissionDenied, message);

export const notFound = (message: string) => new AppError(404, API_ERROR_CODES.notFound, message);

export const conflict = (message: string) => new AppError(409, API_ERROR_CODES.conflict, message);

export const invalidArgument = (message: string, details?: Record<string, string[]>) =>
  new AppError(400, API_ERROR_CODES.invalidArgument, message, details);

export const unavailable = (message: string) =>
  new AppError(503, API_ERROR_CODES.unavailable, message);
