import crypto from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { prettyStream, useColour } from './pretty-log';

/** Fastify's logger options: pino's, with a stream. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * What the server's log may hold (docs/product.md#sec-no-secrets, security promise 9): never a
 * password, password hash, session or reset token, cookie or `Authorization` header, and never a
 * failed query's parameter values; one line stays below a cap however big the data in flight.
 */

/** Longest string kept in a logged object; the rest is cut with a note of how much. */
export const MAX_LOG_STRING = 2_000;
/** Longest log line written; a longer one is replaced by a short line that says so. */
export const MAX_LOG_LINE = 16_384;
const MAX_ITEMS = 20;
const MAX_DEPTH = 6;
const CENSOR = '[redacted]';

const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'tokenHash',
  'sessionToken',
  'bearerToken',
];
const SECRET_HEADERS = ['cookie', 'authorization', '"set-cookie"', '"set-auth-token"'];

/** Paths pino censors wherever they occur in a logged object (one or two levels down). */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [
    `req.headers[${h}]`,
    `res.headers[${h}]`,
    `headers[${h}]`,
    `*.headers[${h}]`,
  ]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

/** Fields of an error that say what failed without carrying data: codes, names of things. */
const ERROR_FIELDS = [
  'code',
  'errno',
  'syscall',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
] as const;

type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** Every string among a failed query's parameters, down the error's `cause` chain. */
function queryParameters(error: unknown): string[] {
  const found: string[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (typeof value === 'string') found.push(value);
    else if (Buffer.isBuffer(value)) found.push(value.toString('utf8'));
    else if (value && typeof value === 'object' && depth < 4) {
      for (const item of Object.values(value)) collect(item, depth + 1);
    }
  };
  let e = error as { params?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    collect(e.params, 0);
    e = e.cause as typeof e;
  }
  // Short values (a flag, a number) are no secret and would blot out half a message.
  return found.filter((value) => value.length >= 6).sort((a, b) => b.length - a.length);
}

function scrub(text: string, secrets: string[]): string {
  let result = text;
  for (const secret of secrets) result = result.split(secret).join(CENSOR);
  return result;
}

/**
 * An error as the log may show it: its type, message, SQL text (for a failed query), the codes
 * and names of `ERROR_FIELDS`, stack frames and cause. Never a query's `params`, a driver's
 * `detail` (PostgreSQL puts row values there) or any other field; a parameter value quoted in a
 * message is censored.
 */
export function serializeError(
  error: Error,
  secrets = queryParameters(error),
  depth = 0,
): LoggedError {
  const e = error as Error & Record<string, unknown>;
  // Drizzle's DrizzleQueryError (and PGlite's own errors) carry the query and its parameters;
  // Drizzle's message lists the parameters, so only the SQL text is kept.
  const sql = typeof e.query === 'string' ? e.query : undefined;
  const message = sql !== undefined && 'params' in e ? 'Failed query' : scrub(e.message, secrets);
  const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type: e.name,
    message,
    stack: [`${e.name}: ${message}`, ...frames].join('\n'),
  };
  if (sql !== undefined) out.sql = sql;
  for (const field of ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (e.cause instanceof Error && depth < 4)
    out.cause = serializeError(e.cause, secrets, depth + 1);
  else if (e.cause !== undefined) out.cause = bounded(e.cause, depth + 1);
  if (error instanceof AggregateError) {
    out.errors = error.errors
      .slice(0, MAX_ITEMS)
      .map((item: unknown) =>
        item instanceof Error ? serializeError(item, secrets, depth + 1) : item,
      );
  }
  return out;
}

/** A plain logged value with long strings cut, long arrays shortened and errors made safe. */
function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    return value.length <= MAX_LOG_STRING
      ? value
      : `${value.slice(0, MAX_LOG_STRING)}…[${value.length - MAX_LOG_STRING} more characters]`;
  }
  if (value instanceof Error) return bounded(serializeError(value), depth);
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => bounded(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `[${value.length - MAX_ITEMS} more]`] : items;
  }
  // Class instances (a request, a reply) are left to their serializers.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, bounded(item, depth + 1)]),
  );
}

/** What is logged under `err`: a safe error, or a thrown non-error (tus throws objects) bounded. */
function errorForLog(value: unknown): LoggedError {
  if (value instanceof Error) return bounded(serializeError(value)) as LoggedError;
  // Already made safe by the formatter, or not an error at all.
  if (value && typeof value === 'object' && 'type' in value && 'stack' in value) {
    return value as LoggedError;
  }
  return { type: typeof value, message: '', stack: '', value: bounded(value) };
}

/** A line over the cap becomes a short one that keeps its level, time, request and message. */
export function capLine(line: string): string {
  if (line.length <= MAX_LOG_LINE) return line;
  let original: Record<string, unknown> = {};
  try {
    original = JSON.parse(line) as Record<string, unknown>;
  } catch {
    // Unreadable: only the note below is written.
  }
  const { level, time, pid, hostname, reqId, msg } = original;
  const short = { level, time, pid, hostname, reqId, msg: bounded(msg) };
  return `${JSON.stringify({ ...short, truncated: true, originalLength: line.length })}\n`;
}

type LogMethod = (this: unknown, ...args: unknown[]) => void;

/**
 * The message of a logged error. Without one, pino writes `error.message`, which for a failed query
 * lists its parameters, and Fastify's fallback handler passes that very text: either becomes the
 * safe message, and a parameter value in any other message is censored.
 */
function safeMessageFirst(this: unknown, args: unknown[], method: LogMethod): void {
  const [first, second, ...rest] = args;
  const error =
    first instanceof Error
      ? first
      : first && typeof first === 'object' && (first as { err?: unknown }).err instanceof Error
        ? (first as { err: Error }).err
        : undefined;
  if (!error) {
    method.apply(this, args);
    return;
  }
  const safe = serializeError(error).message;
  const message =
    typeof second !== 'string' || second === error.message
      ? safe
      : scrub(second, queryParameters(error));
  const object = first instanceof Error ? { err: first } : first;
  const more = typeof second === 'string' || second === undefined ? rest : [second, ...rest];
  method.apply(this, [object, message, ...more]);
}

/** Fastify's request summary: method, path without its query (a reset link's token), address. */
function requestSummary(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** The server's logger options: the given level and stream, with every guard above. */
export function loggerOptions(
  base: FastifyServerOptions['logger'],
  { pretty = false }: { pretty?: boolean } = {},
): LoggerOptions {
  const given = typeof base === 'object' && base !== null ? base : {};
  return {
    ...given,
    // For a person at a terminal: one readable line per entry, laid out in this thread.
    ...(pretty
      ? { stream: prettyStream(process.stdout, useColour(process.stdout, process.env)) }
      : {}),
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: { req: requestSummary, err: errorForLog },
    formatters: { log: (object: Record<string, unknown>) => bounded(object) as typeof object },
    hooks: { logMethod: safeMessageFirst, streamWrite: capLine },
  };
}

/** A request id as a proxy in front may send it (nginx's `$request_id`): letters, digits, `.-_`. */
const FORWARDED_REQUEST_ID = /^[\w.-]{8,64}$/;

/**
 * The id of a request: the one the proxy in front sent in X-Request-Id, when a proxy is trusted
 * and the id is plain, so both logs name it alike; otherwise a new random one (unique across
 * replicas, unlike Fastify's counter).
 */
export function requestIdOf(
  headers: Record<string, string | string[] | undefined>,
  behindProxy: boolean,
): string {
  const forwarded = headers['x-request-id'];
  if (behindProxy && typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)) {
    return forwarded;
  }
  return crypto.randomUUID();
}
