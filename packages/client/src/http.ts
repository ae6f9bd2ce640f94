// The plain entry: the first call of a page (the session check) must not bring zod along.
import { httpStatusToFunctionCode, isApiErrorBody, messages } from '@toolbox/domain/plain';

/** Anything with a zod-like `parse`; keeps the client free of a hard zod dependency. */
export interface Parser<T> {
  parse(data: unknown): T | Promise<T>;
}

/**
 * The code when the server's answer carries none: the product's mapping
 * (docs/product.md#function-errors), from the domain.
 */
export function codeForStatus(status: number): string {
  const code = httpStatusToFunctionCode(status);
  return code === 'unknown' && status >= 500 ? 'internal' : code;
}

/** A failed API call: the server's `{ code, message, details? }` turned back into an error. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached. */
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, string[]> | undefined;
  /** True when `message` is the server's own wording rather than the client's fallback. */
  readonly hasServerMessage: boolean;
  /** The id the server logged the request under (every error of the API names it). */
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    details?: Record<string, string[]> | undefined;
    hasServerMessage?: boolean;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.hasServerMessage = init.hasServerMessage ?? false;
    this.requestId = init.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiClientOptions {
  /** Prefix for every path; '' means same origin. */
  baseUrl?: string;
  /** Called with the error of every 401 answer, unless the call opts out with `skipAuthHook`. */
  onUnauthenticated?: (error: ApiError) => void;
  /**
   * Told when an answer does not have the shape the caller's schema expects (the error is thrown
   * as well): after a deploy, a page still running the old code meets the new server's answers.
   */
  onUnexpectedAnswer?: (error: unknown) => void;
  /** Injected fetch (defaults to the global one). */
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  /** Parses the JSON answer; without it the answer is returned as is. */
  schema?: Parser<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Query-string parameters; `undefined`, `null` and `''` values are left out. */
  query?: QueryParams;
  /** A 401 is an expected answer of this call (sign-in), not a lost session. */
  skipAuthHook?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Values a query string can carry. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * `?a=1&b=x` from the parameters that have a value, in the order given; '' when none has one.
 */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export interface ApiClient {
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
}

function withQuery(path: string, query: QueryParams | undefined): string {
  const search = toQueryString(query);
  if (search === '') return path;
  return path.includes('?') ? `${path}&${search.slice(1)}` : `${path}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The error for a failed answer: the server's `{ code, message, details? }`, or a generic one. */
export function errorFrom(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, details, requestId } = body;
    // A server fault shows its request, so support can find its lines in the log; a refusal's
    // words stay as the product says them, its id kept on the error.
    const shown =
      requestId && status >= 500 ? `${message} ${messages.request.reference(requestId)}` : message;
    return new ApiError({
      status,
      code,
      message: shown,
      details,
      hasServerMessage: true,
      requestId,
    });
  }
  return new ApiError({ status, code: codeForStatus(status), message: fallbackMessage(status) });
}

/**
 * What to tell the user when the answer is not the API's own (a proxy's or load balancer's page):
 * the product's words for a spent budget or a service away, else the status.
 */
function fallbackMessage(status: number): string {
  if (status === 429) return messages.request.tooManyRequests;
  if (status === 502 || status === 503 || status === 504) return messages.request.unavailable;
  return `Request failed with status ${status}.`;
}

/** The error a failed `fetch` answer stands for, its body read: for code that fetches itself. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  return errorFrom(response.status, await readBody(response));
}

/** The error for a request that got no answer at all. */
export function networkError(): ApiError {
  return new ApiError({
    status: 0,
    code: 'network-request-failed',
    message: 'The server could not be reached. Please check your connection.',
  });
}

/** The typed HTTP transport: JSON in and out, cookies included, errors as `ApiError`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    method: Method,
    path: string,
    body: unknown,
    opts: RequestOptions<T> = {},
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (opts.signal) init.signal = opts.signal;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${withQuery(path, opts.query)}`, init);
    } catch (cause) {
      if (opts.signal?.aborted) throw cause;
      throw networkError();
    }

    const data = await readBody(response);
    if (!response.ok) {
      const error = errorFrom(response.status, data);
      if (response.status === 401 && !opts.skipAuthHook) options.onUnauthenticated?.(error);
      throw error;
    }
    if (!opts.schema) return data as T;
    try {
      return await opts.schema.parse(data);
    } catch (error) {
      options.onUnexpectedAnswer?.(error);
      throw error;
    }
  }

  return {
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
  };
}
