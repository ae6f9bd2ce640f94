import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The log for a person at a terminal (LOG_FORMAT=pretty, or a terminal on auto): one short line
 * per entry, written in this thread. pino still builds each JSON line with every guard of
 * logging.ts (redaction, safe errors, the size cap); this only lays that line out again.
 */

type Entry = Record<string, unknown>;

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
const ERROR_LEVEL = 50;
const WARN_LEVEL = 40;

/** Fields shown in a place of their own, or not at all (the same on every line). */
const PLACED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res']);
const PLACED_IN_REQUEST_LINE = new Set([...PLACED, 'responseTime']);

/** NO_COLOR (https://no-color.org): any value but the empty string turns colour off. */
export function colourAllowed(env: NodeJS.ProcessEnv): boolean {
  return !env.NO_COLOR;
}

/** Whether lines written to `out` get colour: a terminal that has some, and no NO_COLOR. */
export function useColour(out: NodeJS.WriteStream, env: NodeJS.ProcessEnv): boolean {
  return colourAllowed(env) && out.isTTY && out.hasColors(env);
}

type Paint = (code: string, text: string) => string;
const painter =
  (colour: boolean): Paint =>
  (code, text) =>
    colour ? `\x1b[${code}m${text}\x1b[0m` : text;

const LEVEL_COLOURS: Record<string, string> = {
  TRACE: '90',
  DEBUG: '90',
  INFO: '32',
  WARN: '33',
  ERROR: '1;31',
  FATAL: '1;31',
};

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

function milliseconds(value: unknown): string {
  if (typeof value !== 'number') return '';
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** `key=value` for what an entry carries beyond its placed fields. */
function extras(entry: Entry, placed: Set<string>): string[] {
  return (
    Object.entries(entry)
      .filter(([key, value]) => !placed.has(key) && key !== 'err' && value !== undefined)
      // A value with a space is quoted, so that the line still reads as key=value pairs.
      .map(([key, value]) => {
        const shown = text(value);
        return `${key}=${/\s/.test(shown) ? JSON.stringify(shown) : shown}`;
      })
  );
}

type LoggedError = { type?: unknown; message?: unknown; stack?: unknown };

/**
 * One log entry (pino's JSON, parsed) as a line: time, level, then for a request its method,
 * path, status and time taken, otherwise its message and other fields. An error entry (level
 * error or fatal) is red and bold where colour is on, and its stack frames follow it indented.
 */
export function formatEntry(entry: Entry, { colour }: { colour: boolean }): string {
  const paint = painter(colour);
  const level = typeof entry.level === 'number' ? entry.level : 30;
  const label = LEVELS[level] ?? `L${level}`;
  const req = entry.req as { method?: unknown; url?: unknown } | undefined;
  const res = entry.res as { statusCode?: unknown } | undefined;
  const parts: string[] = [];
  if (req && res && typeof res.statusCode === 'number') {
    const status = res.statusCode;
    const statusColour = status >= 500 ? '1;31' : status >= 400 ? '33' : '';
    parts.push(
      text(req.method),
      text(req.url),
      statusColour ? paint(statusColour, String(status)) : String(status),
      milliseconds(entry.responseTime),
    );
    parts.push(...extras(entry, PLACED_IN_REQUEST_LINE));
  } else {
    parts.push(typeof entry.msg === 'string' ? entry.msg : '');
    parts.push(...extras(entry, PLACED));
  }
  const err = entry.err as LoggedError | undefined;
  if (err && typeof err === 'object' && err.message && err.message !== entry.msg) {
    parts.push(`(${text(err.type)}: ${text(err.message)})`);
  }
  // A warning or an error names its request: the id a person is shown as "(Reference: …)".
  if (level >= WARN_LEVEL && typeof entry.reqId === 'string') parts.push(`reqId=${entry.reqId}`);

  const body = parts.filter(Boolean).join(' ');
  const head = `${paint('2', clock(entry.time))} ${paint(LEVEL_COLOURS[label] ?? '', label.padEnd(5))}`;
  if (level < ERROR_LEVEL) return `${head} ${body}`;
  const frames =
    err && typeof err.stack === 'string'
      ? err.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .map((line) => paint('2', `    ${line.trim()}`))
      : [];
  return [`${head} ${paint('1;31', body)}`, ...frames].join('\n');
}

/** A stream for pino that writes each line it is given, laid out by `formatEntry`, to `out`. */
export function prettyStream(out: NodeJS.WritableStream, colour: boolean) {
  return {
    write(line: string): void {
      let entry: Entry;
      try {
        entry = JSON.parse(line) as Entry;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${formatEntry(entry, { colour })}\n`);
    },
  };
}

/**
 * Fastify's request logging as one entry per request, written when it is answered and carrying
 * its method and path (Fastify writes "incoming request" and "request completed", the second
 * without either).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

/** The first start's administrator credentials, framed so that they are not lost in the log. */
export function administratorBox(email: string, password: string): string {
  const lines = [
    'Toolbox administrator created',
    '',
    `email:     ${email}`,
    `password:  ${password}`,
    '',
    'Shown once: note it now, then change it.',
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 4;
  return [
    `┌${'─'.repeat(width)}┐`,
    ...lines.map((line) => `│  ${line.padEnd(width - 2)}│`),
    `└${'─'.repeat(width)}┘`,
  ].join('\n');
}
