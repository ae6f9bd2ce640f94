import { z } from 'zod';
import type { App } from '../../lib/fastify';

type Check = () => Promise<void>;

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  storage: z.enum(['ok', 'unavailable']),
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

/** GET /api/health: whether the database and the file storage answer, quickly either way. */
export async function healthRoutes(app: App, checks: { database: Check; storage: Check }) {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } },
    },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        probe(checks.database, 2000),
        probe(checks.storage, 2000),
      ]);
      const status = database === 'ok' && storage === 'ok' ? 'ok' : 'unavailable';
      return reply.status(status === 'ok' ? 200 : 503).send({ status, database, storage });
    },
  );
}
