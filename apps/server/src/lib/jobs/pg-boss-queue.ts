import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobHandler, JobOptions, JobQueue } from './job-queue';

/** Connections the queue keeps per replica (its polling, sends and maintenance). */
const QUEUE_CONNECTIONS = 4;

/** A cron expression for every `intervalMs`: whole minutes dividing an hour, or hours a day. */
export function cronEvery(intervalMs: number): string {
  const minutes = intervalMs / 60_000;
  if (Number.isInteger(minutes) && minutes >= 1 && minutes < 60 && 60 % minutes === 0) {
    return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  }
  const hours = minutes / 60;
  if (Number.isInteger(hours) && hours >= 1 && hours <= 24 && 24 % hours === 0) {
    return hours === 24 ? '0 0 * * *' : hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  }
  throw new Error(`No schedule runs every ${intervalMs} ms`);
}

/**
 * The job queue on PostgreSQL (issue #21 item 3): pg-boss keeps the jobs in the database (schema
 * `pgboss`, made and migrated by pg-boss under its own lock), every replica's workers take them
 * with SKIP LOCKED, a job whose replica dies is taken again once it expires, and a schedule sends
 * its job from one replica at a time. It starts with the server, or at the first job sent.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'postgres' as const;
  private readonly workers = new Map<
    string,
    { handler: JobHandler<object>; concurrency: number }
  >();
  private readonly queues = new Set<string>();
  private starting: Promise<PgBoss> | null = null;
  private stopping: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
    /** How often an idle worker asks for a job. */
    private readonly pollingIntervalSeconds = 1,
  ) {}

  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: { concurrency?: number } = {},
  ) {
    if (this.starting) throw new Error(`Workers of ${name} must be added before the queue starts`);
    this.workers.set(name, {
      handler: handler as JobHandler<object>,
      concurrency: options.concurrency ?? 1,
    });
  }

  async start(): Promise<void> {
    await this.boss();
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    const boss = await this.boss();
    await this.ensureQueue(boss, name);
    await boss.send(name, data, {
      retryLimit: options.retryLimit ?? 0,
      retryDelay: options.retryDelaySeconds ?? 1,
      retryBackoff: true,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey === undefined
        ? {}
        : { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds ?? 1 }),
    });
  }

  async every(name: string, intervalMs: number, data: object = {}): Promise<void> {
    const boss = await this.boss();
    await this.ensureQueue(boss, name);
    await boss.schedule(name, cronEvery(intervalMs), data, { tz: 'UTC' });
  }

  /** Takes no more jobs and waits for those running; once, however often it is asked. */
  stop(graceMs = 25_000): Promise<void> {
    this.stopping ??= (async () => {
      if (!this.starting) return;
      const boss = await this.starting.catch(() => null);
      await boss?.stop({ graceful: true, wait: true, timeout: graceMs });
    })();
    return this.stopping;
  }

  private boss(): Promise<PgBoss> {
    this.starting ??= this.boot().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async boot(): Promise<PgBoss> {
    // Loaded when the queue first starts: a server on PGlite never carries it.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      connectionString: this.url,
      max: QUEUE_CONNECTIONS,
      application_name: 'toolbox-jobs',
    });
    boss.on('error', (error) => this.logger.warn({ err: error }, 'job queue error'));
    await boss.start();
    for (const [name, { handler, concurrency }] of this.workers) {
      await this.ensureQueue(boss, name);
      for (let i = 0; i < concurrency; i += 1) {
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: this.pollingIntervalSeconds, batchSize: 1 },
          async ([job]) => {
            if (job) await handler(job.data);
          },
        );
      }
    }
    return boss;
  }

  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.queues.has(name)) return;
    await boss.createQueue(name);
    this.queues.add(name);
  }
}
