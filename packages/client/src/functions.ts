import {
  FUNCTION_TIMEOUT_CODE,
  FUNCTIONS_DEFAULT_REGION,
  FUNCTIONS_DEFAULT_TIMEOUT_MS,
  httpStatusToFunctionCode,
  fromCanonicalStatus,
  messages,
  type FunctionErrorCode,
} from '@toolbox/domain';

/**
 * A callable function that failed: its code (docs/product.md#function-errors), message and details.
 */
export class FunctionsError extends Error {
  override readonly name = 'FunctionsError';
  readonly code: FunctionErrorCode;
  /** HTTP status of the answer; 0 when there was none. */
  readonly status: number;
  readonly details: unknown;
  /** The id the server logged the call under (`details.requestId` of every error it answers). */
  readonly requestId: string | undefined;

  constructor(code: FunctionErrorCode, message: string, status = 0, details?: unknown) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
    const requestId = (details as { requestId?: unknown } | undefined)?.requestId;
    this.requestId = typeof requestId === 'string' ? requestId : undefined;
  }
}

export function isFunctionsError(error: unknown): error is FunctionsError {
  return error instanceof FunctionsError;
}

export interface FunctionsClientOptions {
  /** Prefix of `/api/v1/functions/{name}`; '' means same origin. */
  baseUrl?: string;
  /**
   * Kept for parity with the hosted backend's clients (the product uses europe-west2); the
   * server is one origin, so it does not change the URL.
   */
  region?: string;
  timeoutMs?: number;
  /** A bearer token for callers without the session cookie; none sends no header. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
}

export interface CallOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type Callable<Req, Res> = (data: Req, options?: CallOptions) => Promise<{ data: Res }>;

export interface FunctionsClient {
  readonly region: string;
  httpsCallable<Req = unknown, Res = unknown>(
    name: string,
    options?: CallOptions,
  ): Callable<Req, Res>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorOf(status: number, body: unknown): FunctionsError {
  const error = (body as { error?: { status?: unknown; message?: unknown; details?: unknown } })
    ?.error;
  const fromStatus = httpStatusToFunctionCode(status);
  // The protocol's canonical name (`INVALID_ARGUMENT`) back to the product's code.
  const named = error ? fromCanonicalStatus(error.status) : undefined;
  const code =
    named && named !== 'ok'
      ? named
      : fromStatus === 'ok' || fromStatus === 'unknown'
        ? 'internal'
        : fromStatus;
  const said =
    error && typeof error.message === 'string' && error.message !== ''
      ? error.message
      : `The function failed (${code}).`;
  // A server fault shows its request, as the API's errors do; a refusal's words stay as said.
  const requestId = (error?.details as { requestId?: unknown } | undefined)?.requestId;
  const message =
    typeof requestId === 'string' && status >= 500
      ? `${said} ${messages.request.reference(requestId)}`
      : said;
  return new FunctionsError(code, message, status, error?.details);
}

/**
 * The callable-function transport (docs/product.md#callable-functions): POST `{data}` as JSON with
 * the bearer token, answers `{ data: result }`. A time-out is deadline-exceeded; HTTP statuses map
 * to the product's codes (docs/product.md#function-errors); an answer with neither `result` nor
 * `data` is "Response is missing data field".
 */
export function createFunctionsClient(options: FunctionsClientOptions = {}): FunctionsClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const region = options.region ?? FUNCTIONS_DEFAULT_REGION;

  async function call(name: string, data: unknown, callOptions: CallOptions): Promise<unknown> {
    const timeoutMs = callOptions.timeoutMs ?? options.timeoutMs ?? FUNCTIONS_DEFAULT_TIMEOUT_MS;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
    };
    const token = await options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    callOptions.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}/api/v1/functions/${encodeURIComponent(name)}`, {
          method: 'POST',
          headers,
          credentials: 'include',
          body: JSON.stringify({ data: data === undefined ? null : data }),
          signal: controller.signal,
        });
      } catch (cause) {
        if (timedOut) {
          throw new FunctionsError(FUNCTION_TIMEOUT_CODE, 'The function timed out.');
        }
        if (callOptions.signal?.aborted) {
          throw new FunctionsError('cancelled', 'The call was cancelled.');
        }
        // No answer at all: the callable protocol's code for a server that cannot be reached.
        throw new FunctionsError('unavailable', 'The server could not be reached.', 0, cause);
      }
      const body = await readJson(response).catch(() => {
        if (timedOut) throw new FunctionsError(FUNCTION_TIMEOUT_CODE, 'The function timed out.');
        return undefined;
      });
      if (!response.ok) throw errorOf(response.status, body);
      if (body === null || typeof body !== 'object') {
        throw new FunctionsError('internal', messages.functions.missingData, response.status);
      }
      const record = body as Record<string, unknown>;
      const result = 'result' in record ? record.result : record.data;
      if (result === undefined) {
        throw new FunctionsError('internal', messages.functions.missingData, response.status);
      }
      return result;
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', onAbort);
    }
  }

  return {
    region,
    httpsCallable<Req, Res>(name: string, defaults: CallOptions = {}): Callable<Req, Res> {
      return async (data, callOptions = {}) => ({
        data: (await call(name, data, { ...defaults, ...callOptions })) as Res,
      });
    },
  };
}
