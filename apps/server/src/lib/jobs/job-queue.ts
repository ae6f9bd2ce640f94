import type { FastifyBaseLogger } from 'fastify';

/** How a job is retried and kept from running twice. */
export type JobOptions = {
  /** Tries after the first when the handler throws. */
  retryLimit?: number;
  /** Seconds before the first retry; each next waits twice as long. */
  retryDelaySeconds?: number;
  /** Seconds to wait before the job may run. */
  startAfterSeconds?: number;
  /** A second job of the same name and key sent within `singletonSeconds` is dropped. */
  singletonKey?: string;
  singletonSeconds?: number;
};

export type JobHandler<T> = (data: T) => Promise<void>;

/**
 * Work done off the request path (issue #21 item 3): push deliveries and the clean-ups. On
 * PostgreSQL a kept queue in the database (pg-boss) that workers on every replica take jobs from,
 * so a job survives the replica that sent it and a schedule runs once across replicas; on PGlite,
 * one process, the jobs run in that process behind the same interface (decision 025).
 */
export interface JobQueue {
  readonly kind: 'postgres' | 'in-process';
  /** Handles the jobs of `name` on this replica, `concurrency` at once. Call before `start`. */
  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { concurrency?: number },
  ): void;
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<void>;
  /**
   * Sends a job of `name` every `intervalMs` from one replica at a time: whole minutes that
   * divide an hour, or whole hours that divide a day.
   */
  every(name: string, intervalMs: number, data?: object): Promise<void>;
  start(): Promise<void>;
  /** Takes no more jobs and waits up to `graceMs` for those running. */
  stop(graceMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The queue of one process (PGlite): a job runs as soon as it is sent, retried in this process; a
 * job in flight at a restart is lost with the process, as PGlite's one process is the whole
 * server.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process' as const;
  private readonly handlers = new Map<
    string,
    { handler: JobHandler<object>; concurrency: number; active: number; waiting: (() => void)[] }
  >();
  private readonly running = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();
  private readonly singletons = new Map<string, number>();
  private stopped = false;
  /** Jobs sent to run at once whose turn has not come yet. */
  private dueNow = 0;
  private stopping: Promise<void> | null = null;

  constructor(private readonly logger: Pick<FastifyBaseLogger, 'warn' | 'error'>) {}

  work<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options: { concurrency?: number } = {},
  ): void {
    this.handlers.set(name, {
      handler: handler as JobHandler<object>,
      concurrency: options.concurrency ?? 1,
      active: 0,
      waiting: [],
    });
  }

  send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<void> {
    const worker = this.handlers.get(name);
    if (!worker) return Promise.reject(new Error(`No worker for jobs of ${name}`));
    if (this.stopped) return Promise.reject(new Error('The job queue has stopped'));
    if (options.singletonKey !== undefined) {
      const key = `${name}:${options.singletonKey}`;
      if ((this.singletons.get(key) ?? 0) > Date.now()) return Promise.resolve();
      if (this.singletons.size > 1000) {
        for (const [known, until] of this.singletons) {
          if (until <= Date.now()) this.singletons.delete(known);
        }
      }
      this.singletons.set(key, Date.now() + (options.singletonSeconds ?? 0) * 1000);
    }
    const attempt = (tries: number) => {
      if (this.stopped) return;
      // Past the worker's concurrency a job waits for one to end.
      if (worker.active >= worker.concurrency) {
        worker.waiting.push(() => attempt(tries));
        return;
      }
      worker.active += 1;
      const run = worker.handler(data).catch((error: unknown) => {
        const retryLimit = options.retryLimit ?? 0;
        if (tries >= retryLimit) {
          this.logger.error({ err: error, job: name }, 'job failed');
          return;
        }
        this.logger.warn({ err: error, job: name, tries: tries + 1 }, 'job failed; retrying');
        this.later(() => attempt(tries + 1), (options.retryDelaySeconds ?? 1) * 1000 * 2 ** tries);
      });
      this.running.add(run);
      void run.finally(() => {
        this.running.delete(run);
        worker.active -= 1;
        worker.waiting.shift()?.();
      });
    };
    this.later(() => attempt(0), (options.startAfterSeconds ?? 0) * 1000);
    return Promise.resolve();
  }

  every(name: string, intervalMs: number, data: object = {}): Promise<void> {
    const timer = setInterval(() => void this.send(name, data).catch(() => undefined), intervalMs);
    timer.unref();
    this.intervals.add(timer);
    return Promise.resolve();
  }

  start(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Sends no more scheduled jobs and drops retries not yet due; jobs already sent run to their
   * end, within `graceMs`.
   */
  stop(graceMs = 25_000): Promise<void> {
    this.stopping ??= this.stopNow(graceMs);
    return this.stopping;
  }

  private async stopNow(graceMs: number): Promise<void> {
    for (const timer of this.intervals) clearInterval(timer);
    this.intervals.clear();
    await Promise.race([this.drain(), sleep(graceMs)]);
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /** Waits until no job is running and none is due now. */
  private async drain(): Promise<void> {
    while (this.running.size > 0 || this.dueNow > 0) {
      await Promise.all(this.running);
      if (this.running.size === 0 && this.dueNow > 0) await sleep(5);
    }
  }

  /** Resolves once no job is running or waiting to (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0 || this.timers.size > 0) {
      await Promise.all(this.running);
      if (this.running.size === 0 && this.timers.size > 0) await sleep(10);
    }
  }

  /** Runs `run` after `ms` (never inside the caller's turn: a send returns first). */
  private later(run: () => void, ms: number): void {
    const now = ms <= 0;
    if (now) this.dueNow += 1;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (now) this.dueNow -= 1;
      run();
    }, ms);
    this.timers.add(timer);
  }
}
