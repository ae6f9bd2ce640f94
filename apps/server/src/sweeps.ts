import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './app';
import type { Database, DatabaseHandle } from './db/client';
import { InProcessJobQueue, type JobQueue } from './lib/jobs/job-queue';
import { noMetrics, type Metrics } from './lib/metrics';
import { sweepRateLimits } from './lib/postgres-rate-limit-store';

/** How often the clean-ups run after the first one at start. */
export const SWEEP_INTERVAL_MS = 3600_000;

/**
 * A clean-up: what it removes, and how to run it (answers how many it removed; the logger, when
 * given, hears anything else worth telling). `once` runs it in the round at start only.
 */
export type Sweep = {
  name: string;
  run: (logger?: FastifyBaseLogger) => Promise<number>;
  once?: boolean;
};

/**
 * The server's clean-ups (docs/product.md#sec-sweeps): rate-limit counts whose window ended (with
 * `db`), unfinished uploads past their expiry, and
 * stored files no record refers to (what a crash between writing a file and its record leaves
 * behind, docs/product.md#sec-record-file), and with `upkeep` (PGlite, which has no autovacuum)
 * VACUUM and ANALYZE of the embedded database (docs/operations.md). A temporary machine keeps its `temp_` id here: it
 * moves to its derived id only when an administrator saves a change to it
 * (docs/product.md#machine-changes), since labels and links outside Toolbox name it by that id.
 */
export function serverSweeps(
  services: Services,
  db?: Database,
  upkeep?: DatabaseHandle['upkeep'],
): Sweep[] {
  return [
    ...(db ? [{ name: 'ended rate-limit windows', run: () => sweepRateLimits(db) }] : []),
    { name: 'expired uploads', run: () => services.uploads.sweepExpired() },
    { name: 'orphaned files', run: () => services.files.sweepOrphans() },
    { name: 'expired sessions', run: () => services.auth.sweepSessions() },
    // Last, so that what the others deleted goes too.
    ...(upkeep ? [{ name: 'database upkeep', run: () => upkeep() }] : []),
  ];
}

/** The job of a round of clean-ups; `first` is the round at start. */
const SWEEPS_JOB = 'sweeps';

/**
 * Runs every sweep once now, then every `intervalMs` all but those marked `once`, one after the
 * other and never two rounds at once in one process; a failing sweep is logged and the others
 * still run. The rounds are jobs of `jobs` (issue #21 item 3): on PostgreSQL replicas started
 * together run the first round once, and each later round runs on one replica. Without `jobs`
 * they run in this process. `stop` ends the schedule and waits for a round in progress (before the
 * database closes).
 */
export function startSweeps(
  sweeps: Sweep[],
  logger: FastifyBaseLogger,
  intervalMs = SWEEP_INTERVAL_MS,
  metrics: Pick<Metrics, 'sweep'> = noMetrics,
  jobs?: JobQueue,
): { started: Promise<void>; stop: () => Promise<void> } {
  const queue = jobs ?? new InProcessJobQueue(logger);
  let round: Promise<void> | undefined;
  const runRound = async (first: boolean) => {
    for (const sweep of sweeps.filter((s) => first || !s.once)) {
      try {
        const removed = await sweep.run(logger);
        metrics.sweep(sweep.name, { removed });
        if (removed > 0) logger.info({ sweep: sweep.name, removed }, 'sweep removed leftovers');
      } catch (error) {
        metrics.sweep(sweep.name, { failed: true });
        logger.error({ err: error, sweep: sweep.name }, 'sweep failed');
      }
    }
  };
  queue.work<{ first?: boolean }>(SWEEPS_JOB, ({ first }) => {
    round ??= runRound(first === true).finally(() => {
      round = undefined;
    });
    return round;
  });
  const started = (async () => {
    await queue.start();
    // Replicas that start within the same five minutes run the first round once between them.
    await queue.send(SWEEPS_JOB, { first: true }, { singletonKey: 'start', singletonSeconds: 300 });
    await queue.every(SWEEPS_JOB, intervalMs);
  })().catch((error: unknown) => {
    logger.error({ err: error }, 'the clean-ups could not be scheduled');
  });
  return {
    started,
    async stop() {
      await started;
      if (!jobs) await queue.stop();
      await round;
    },
  };
}
