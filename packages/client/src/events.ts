import {
  foregroundNotification,
  LiveNotificationEventSchema,
  type ForegroundNotification,
} from '@toolbox/domain';

/** One Server-Sent Event. */
export type SseEvent = { id: string; event: string; data: string };

/**
 * An incremental text/event-stream parser (WHATWG rules): lines end in \n, \r\n or \r (also
 * across chunks), `data` lines join with \n, one leading space of a value is dropped, comments
 * are ignored, `retry` is reported, and an event is dispatched at a blank line.
 */
export function createSseParser(
  onEvent: (event: SseEvent) => void,
  onRetry: (ms: number) => void = () => {},
) {
  let buffer = '';
  let data: string[] = [];
  let eventName = '';
  let lastId = '';
  let pendingCr = false;

  function line(text: string) {
    if (text === '') {
      if (data.length > 0)
        onEvent({ id: lastId, event: eventName || 'message', data: data.join('\n') });
      data = [];
      eventName = '';
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') eventName = value;
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry(Number(value));
  }

  return {
    push(chunk: string) {
      let text = chunk;
      // A \r at the end of the last chunk already ended its line; a \n right after it is its pair.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        line(buffer.slice(start, i));
        if (c === '\r') {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer[i + 1] === '\n') i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    /** The id of the last event seen, for Last-Event-ID. */
    get lastEventId() {
      return lastId;
    },
  };
}

export type EventStreamStatus = 'connecting' | 'open' | 'closed';

export interface SubscribeToEventsOptions {
  /** Default '/api/v1/events'. */
  url?: string;
  baseUrl?: string;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
  onNotification: (notification: ForegroundNotification) => void;
  /**
   * The server ended this user's sessions (deactivated, disabled, demoted, deleted, given a
   * temporary password): the stream stops, and the app should ask for its session to hear why
   * (issue #17 item 3). `reason` is the server's code when it sent one (`account-deleted`: no
   * session is left to ask).
   */
  onSignedOut?: (reason: string | undefined) => void;
  onStatus?: (status: EventStreamStatus) => void;
  /** Called when the server refuses the stream (401/403): no more reconnecting. */
  onRefused?: (status: number) => void;
  /**
   * When the app started listening (ISO 8601). Until an event has been seen, each connection asks
   * for what was sent since then, so an event sent while the stream was connecting is not lost.
   */
  since?: string;
  /** First reconnect delay; the server's `retry` replaces it. Doubles up to `maxRetryMs`. */
  initialRetryMs?: number;
  maxRetryMs?: number;
}

/** Reconnect delays: from a base (the server's `retry` replaces it), doubling up to a cap. */
function createBackoff(initialMs: number, maxMs: number) {
  let baseMs = initialMs;
  let nextMs = initialMs;
  return {
    /** A connection opened: the next wait starts from the base again. */
    reset() {
      nextMs = baseMs;
    },
    setBase(ms: number) {
      baseMs = ms;
      nextMs = ms;
    },
    /** The wait before this reconnect; the one after is twice as long. */
    next(): number {
      const delay = nextMs;
      nextMs = Math.min(nextMs * 2, maxMs);
      return delay;
    },
  };
}

/**
 * One connection's request: the bearer token, and where to resume: after the last event seen,
 * or, before any was seen, from `since`.
 */
function streamRequest(
  url: string,
  { token, lastEventId, since }: { token?: string | null; lastEventId: string; since?: string },
) {
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const target =
    !lastEventId && since
      ? `${url}${url.includes('?') ? '&' : '?'}since=${encodeURIComponent(since)}`
      : url;
  return { target, headers };
}

/** A notification event as the app shows it; undefined for any other event or a malformed one. */
function notificationOf(event: SseEvent): ForegroundNotification | undefined {
  if (event.event !== 'notification') return undefined;
  try {
    const parsed = LiveNotificationEventSchema.parse(JSON.parse(event.data));
    const at = Date.parse(parsed.sentAt);
    return foregroundNotification(parsed, Number.isNaN(at) ? Date.now() : at);
  } catch {
    // A malformed event is skipped; the stream goes on.
    return undefined;
  }
}

/** The `reason` of a signed-out event's data, when it has one. */
function signedOutReason(data: string): string | undefined {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown } | null)?.reason;
    return typeof reason === 'string' ? reason : undefined;
  } catch {
    return undefined;
  }
}

/** Feeds a response body to `push` as text until the server ends it. */
async function readText(body: ReadableStream<Uint8Array>, push: (text: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    push(decoder.decode(value, { stream: true }));
  }
}

/**
 * Foreground notifications from the server (GET /api/v1/events), read with fetch so a bearer
 * token can be sent. Reconnects with backoff and Last-Event-ID, so the server can replay what was
 * missed. Returns the function that stops it.
 */
export function subscribeToEvents(options: SubscribeToEventsOptions): () => void {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const url = `${(options.baseUrl ?? '').replace(/\/$/, '')}${options.url ?? '/api/v1/events'}`;
  const backoff = createBackoff(options.initialRetryMs ?? 5000, options.maxRetryMs ?? 60_000);
  let lastEventId = '';
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const status = (s: EventStreamStatus) => options.onStatus?.(s);

  function deliver(event: SseEvent) {
    if (event.id) lastEventId = event.id;
    if (event.event === 'signed-out') {
      stop();
      options.onSignedOut?.(signedOutReason(event.data));
      return;
    }
    const notification = notificationOf(event);
    if (notification) options.onNotification(notification);
  }

  async function connect(): Promise<'retry' | 'stop'> {
    controller = new AbortController();
    status('connecting');
    const token = await options.getToken?.();
    const { target, headers } = streamRequest(url, { token, lastEventId, since: options.since });
    const response = await doFetch(target, {
      headers,
      credentials: 'include',
      cache: 'no-store',
      signal: controller.signal,
    });
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      options.onRefused?.(response.status);
      return 'stop';
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      return 'retry';
    }
    status('open');
    backoff.reset();
    const parser = createSseParser(deliver, (ms) => backoff.setBase(ms));
    await readText(response.body, (text) => parser.push(text));
    return 'retry';
  }

  function run() {
    if (stopped) return;
    connect()
      .catch(() => 'retry' as const)
      .then((next) => {
        if (stopped) return;
        status('closed');
        if (next === 'stop') {
          stopped = true;
          return;
        }
        timer = setTimeout(run, backoff.next());
      })
      .catch(() => {});
  }

  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    controller?.abort();
    status('closed');
  }

  run();
  return stop;
}
