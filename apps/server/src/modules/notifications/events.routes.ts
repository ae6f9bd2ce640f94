import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { ApiErrorBodySchema, messages, SinceQueryField } from '@toolbox/domain';
import { z } from 'zod';
import { rawContent, type App } from '../../lib/fastify';
import type { EventBus, LiveEvent } from '../../lib/events/event-bus';
import { requireUser } from '../../plugins/access';
import type { NotificationsService } from './notifications.service';
import type { Metrics } from '../../lib/metrics';

const KEEP_ALIVE_MS = 25_000;
/** How often an open stream checks that its session still stands (disabled, signed out). */
const SESSION_CHECK_MS = 60_000;
/** Open streams one user may hold (tabs, devices). */
const MAX_STREAMS_PER_USER = 20;
const STREAM_RETRY_AFTER_SECONDS = 30;

export type EventsRouteOptions = {
  events: EventBus;
  metrics: Pick<Metrics, 'gauge'>;
  notifications: NotificationsService;
  /** Whether the request's session is still valid, for long-lived streams. */
  sessionStillValid(request: FastifyRequest): Promise<boolean>;
};

/** The streams open on this server: how many per user, and how to close each at shutdown. */
type OpenStreams = { perUser: Map<string, number>; closers: Set<() => void> };

/**
 * GET /api/v1/events: Server-Sent Events for the open apps (foreground notifications). A
 * reconnecting client sends Last-Event-ID and is given the notifications it missed.
 */
export async function eventsRoutes(app: App, options: EventsRouteOptions) {
  const streams: OpenStreams = { perUser: new Map(), closers: new Set() };
  options.metrics.gauge(
    'toolbox_live_event_connections',
    'Live-event streams open on this server',
    () => streams.closers.size,
  );
  // Before the server stops listening: it waits for open connections, and these never end.
  app.addHook('preClose', async () => {
    for (const close of [...streams.closers]) close();
  });

  app.get(
    '/api/v1/events',
    {
      config: {
        access: 'user',
        responses: {
          200: { description: 'The event stream', content: rawContent('text/event-stream', '') },
        },
      },
      schema: {
        tags: ['notifications'],
        summary:
          'Live events as text/event-stream: `notification` events with {notification, data, sentAt}',
        querystring: z.object({
          /** A first connection's page start: what was sent since then (up to 2 min) is replayed. */
          since: SinceQueryField.optional(),
        }),
        response: { 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const open = streams.perUser.get(user.id) ?? 0;
      if (open >= MAX_STREAMS_PER_USER) {
        // Every 429 says when to try again: a stream frees its place once its page is closed.
        return reply.status(429).header('retry-after', String(STREAM_RETRY_AFTER_SECONDS)).send({
          code: 'resource-exhausted',
          message: messages.request.tooManyStreams,
          requestId: request.id,
        });
      }
      streams.perUser.set(user.id, open + 1);

      reply.hijack();
      // Subscribed before the replay is read, so nothing falls between the two.
      const stream = openStream(reply.raw, user.id, request, options, streams);
      const lastEventId = request.headers['last-event-id'];
      const since = request.query.since;
      let missed: Promise<LiveEvent[]> = Promise.resolve([]);
      if (typeof lastEventId === 'string' && /^[0-9a-f-]{36}$/i.test(lastEventId)) {
        missed = options.notifications.missedEvents(lastEventId, user.id);
      } else if (since) {
        missed = options.notifications.eventsSince(new Date(since), user.id);
      }
      const replay = await missed.catch(() => []);
      if (!stream.closed) replay.forEach(stream.write);
    },
  );
}

/**
 * Starts the event stream on the hijacked response: subscribes the user to live events, keeps the
 * connection alive, ends it when the session no longer stands, and counts it while open.
 */
function openStream(
  res: ServerResponse,
  userId: string,
  request: FastifyRequest,
  options: EventsRouteOptions,
  streams: OpenStreams,
): { write: (event: LiveEvent) => void; readonly closed: boolean } {
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write('retry: 5000\n\n');

  const sent = new Set<string>();
  const write = (event: LiveEvent) => {
    if (sent.has(event.id) || (event.userId && event.userId !== userId)) return;
    sent.add(event.id);
    res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.payload)}\n\n`);
    // The account no longer stands: the page has been told, and the stream ends.
    if (event.type === 'signed-out') close();
  };
  const unsubscribe = options.events.subscribe(write);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const sessionCheck = setInterval(() => {
    options
      .sessionStillValid(request)
      .then((valid) => valid || close())
      .catch(() => {});
  }, SESSION_CHECK_MS);

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    clearInterval(keepAlive);
    clearInterval(sessionCheck);
    unsubscribe();
    streams.closers.delete(close);
    const left = (streams.perUser.get(userId) ?? 1) - 1;
    if (left > 0) streams.perUser.set(userId, left);
    else streams.perUser.delete(userId);
    res.end();
  }
  streams.closers.add(close);
  // The response's close: the client went away (the request's fires once it is read).
  res.on('close', close);
  return {
    write,
    get closed() {
      return closed;
    },
  };
}
