import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/helpers';
import { startSweeps } from '../../sweeps';
import { PgBossJobQueue } from './pg-boss-queue';

const quiet = {
  warn: () => undefined,
  error: () => undefined,
  info: () => undefined,
} as unknown as Parameters<typeof startSweeps>[1];

async function until(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Issue #21 item 3: jobs kept in PostgreSQL (pg-boss), taken by whichever replica's worker asks
// first, retried when a handler fails, and scheduled work run once across replicas.
describe.runIf(process.env.TEST_DATABASE_URL)('the job queue on PostgreSQL', () => {
  let url: string;
  let drop: () => Promise<void>;
  const queues: PgBossJobQueue[] = [];
  const replica = () => {
    const queue = new PgBossJobQueue(url, quiet, 0.5);
    queues.push(queue);
    return queue;
  };
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!));
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(1000);
    await drop();
  });

  it('delivers a job sent on one replica to a worker on another, retrying a failure', async () => {
    const sender = replica();
    const worker = replica();
    const seen: string[] = [];
    let failures = 0;
    worker.work<{ word: string }>('echo', async ({ word }) => {
      if (word === 'flaky' && failures < 2) {
        failures += 1;
        throw new Error('not yet');
      }
      seen.push(word);
    });
    await worker.start();
    await sender.send('echo', { word: 'hello' });
    await sender.send('echo', { word: 'flaky' }, { retryLimit: 3, retryDelaySeconds: 1 });
    await until(() => seen.length === 2);
    expect(seen.sort()).toEqual(['flaky', 'hello']);
    expect(failures).toBe(2);
  });

  it('runs the clean-ups at start once between replicas that start together', async () => {
    let rounds = 0;
    const sweeps = [
      {
        name: 'count',
        run: async () => {
          rounds += 1;
          await new Promise((resolve) => setTimeout(resolve, 200));
          return 0;
        },
      },
    ];
    const [a, b] = [replica(), replica()];
    const started = [a, b].map((queue) => startSweeps(sweeps, quiet, 3600_000, undefined, queue));
    await Promise.all(started.map((sweep) => sweep.started));
    await until(() => rounds >= 1);
    // Long enough for a second round to be taken, were there one.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(rounds).toBe(1);
    for (const sweep of started) await sweep.stop();
  });
});
