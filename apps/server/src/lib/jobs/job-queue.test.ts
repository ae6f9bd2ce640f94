import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './job-queue';
import { cronEvery } from './pg-boss-queue';

const quiet = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Issue #21 item 3, on PGlite: the jobs run in the one process, behind the interface pg-boss
// answers on PostgreSQL (pg-boss-queue.test.ts).
describe('the in-process job queue', () => {
  it('answers a send before the job runs, and runs it', async () => {
    const queue = new InProcessJobQueue(quiet);
    const ran: string[] = [];
    queue.work<{ name: string }>('greet', async ({ name }) => {
      ran.push(name);
    });
    await queue.send('greet', { name: 'Ada' });
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual(['Ada']);
  });

  it('tries a failing job again, up to its retry limit', async () => {
    const queue = new InProcessJobQueue(quiet);
    let tries = 0;
    queue.work('flaky', () => {
      tries += 1;
      return tries < 3 ? Promise.reject(new Error('not yet')) : Promise.resolve();
    });
    await queue.send('flaky', {}, { retryLimit: 5, retryDelaySeconds: 0.01 });
    await queue.idle();
    expect(tries).toBe(3);

    let hopeless = 0;
    queue.work('hopeless', () => {
      hopeless += 1;
      return Promise.reject(new Error('never'));
    });
    await queue.send('hopeless', {}, { retryLimit: 2, retryDelaySeconds: 0.01 });
    await queue.idle();
    expect(hopeless).toBe(3);
  });

  it('runs no more of one kind at once than its concurrency', async () => {
    const queue = new InProcessJobQueue(quiet);
    let running = 0;
    let most = 0;
    queue.work(
      'slow',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 6; i += 1) await queue.send('slow', {});
    await queue.idle();
    expect(most).toBe(2);
  });

  it('drops a second job with the same singleton key within its seconds', async () => {
    const queue = new InProcessJobQueue(quiet);
    let runs = 0;
    queue.work('once', async () => {
      runs += 1;
    });
    await queue.send('once', {}, { singletonKey: 'start', singletonSeconds: 60 });
    await queue.send('once', {}, { singletonKey: 'start', singletonSeconds: 60 });
    await queue.idle();
    expect(runs).toBe(1);
  });

  it('sends a job every interval until stopped, and refuses jobs after', async () => {
    const queue = new InProcessJobQueue(quiet);
    let runs = 0;
    queue.work('tick', async () => {
      runs += 1;
    });
    await queue.every('tick', 20);
    await sleep(110);
    await queue.stop();
    const seen = runs;
    expect(seen).toBeGreaterThanOrEqual(3);
    await sleep(60);
    expect(runs).toBe(seen);
    await expect(queue.send('tick', {})).rejects.toThrow('stopped');
  });
});

describe('a schedule on PostgreSQL', () => {
  it('is a cron expression for intervals a clock can keep', () => {
    expect(cronEvery(60_000)).toBe('* * * * *');
    expect(cronEvery(15 * 60_000)).toBe('*/15 * * * *');
    expect(cronEvery(3600_000)).toBe('0 * * * *');
    expect(cronEvery(6 * 3600_000)).toBe('0 */6 * * *');
    expect(cronEvery(24 * 3600_000)).toBe('0 0 * * *');
    expect(() => cronEvery(7 * 60_000)).toThrow();
    expect(() => cronEvery(200)).toThrow();
  });
});
