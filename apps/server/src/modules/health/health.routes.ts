import { z } from 'zod';
import { RETRY_AFTER_SECONDS } from '../../lib/error-handler';
import type { App } from '../../lib/fastify';

type Check = () => Promise<void>;

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  storage: z.enum(['ok', 'unavailable']),
  /** Only when a mail server is configured; mail down alone does not make the service down. */
  mail: z.enum(['ok', 'unavailable']).optional(),
});

async function probe(check: Check, timeoutMs: number): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), timeoutMs);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health (docs/product.md#sec-dependencies-down): each dependency, quickly either way.
 * The database and the storage (writable, with free space above STORAGE_MIN_FREE_MB) are
 * required: either down answers 503. The mail server, when configured, is reported only.
 */
export async function healthRoutes(
  app: App,
  checks: { database: Check; storage: Check; mail?: Check },
) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const [database, storage, mail] = await Promise.all([
        probe(checks.database, 2000),
        probe(checks.storage, 2000),
        checks.mail ? probe(checks.mail, 2000) : undefined,
      ]);
      const status = database === 'ok' && storage === 'ok' ? 'ok' : 'unavailable';
      if (status !== 'ok') void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply
        .status(status === 'ok' ? 200 : 503)
        .send({ status, database, storage, ...(mail ? { mail } : {}) });
    },
  );
}
