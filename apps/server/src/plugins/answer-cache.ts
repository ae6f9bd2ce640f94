import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UntilNextWrite } from '../db/until-next-write';
import { bodyETag, namesETag, tagged } from './etags';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer to a GET depends on its URL and the data alone, never on who asks once the
     * access check has let them in, and the handler sets no header of its own: on PGlite the
     * answer is kept until the next write and sent again as it is (decision 032).
     */
    sameForEveryone?: boolean;
  }
}

/** Answers kept at most, and the memory they may hold with their keys. */
const MAX_ANSWERS = 500;
const MAX_BYTES = 16 * 1024 * 1024;

type Answer = { body: string; etag: string };

/**
 * On PGlite, the answers of `sameForEveryone` routes are kept until the database's next write
 * (`writes`, decision 032): a list read again with nothing written between costs no query, no
 * serialising and no hashing. Each request still passes the access check first, and each answer
 * its ETag and compression. Without a write count (PostgreSQL, where other replicas write too)
 * nothing is kept.
 */
export function registerAnswerCache(app: FastifyInstance, writes: (() => number) | undefined) {
  if (!writes) return;
  const answers = new UntilNextWrite<Answer>(writes, MAX_ANSWERS, MAX_BYTES);
  /** The write count each request's own reads began at. */
  const readAt = new WeakMap<FastifyRequest, number>();

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.sameForEveryone) return;
    const kept = answers.get(request.url);
    if (!kept) {
      readAt.set(request, answers.now());
      return;
    }
    reply.header('etag', kept.etag).type('application/json; charset=utf-8');
    if (namesETag(request.headers['if-none-match'], kept.etag)) return reply.code(304).send('');
    return reply.send(kept.body);
  });

  // Before the ETag hook: a kept answer goes out with its tag, and a 304 when it is named.
  app.addHook('onSend', async (request, reply, payload) => {
    const at = readAt.get(request);
    if (at === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = bodyETag(payload);
    // Its bytes and its key's, as they are held (two a character at most: UTF-16).
    answers.set(
      request.url,
      { body: payload, etag },
      at,
      2 * (payload.length + request.url.length),
    );
    return tagged(request, reply, payload, etag);
  });
}
