import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/env';
import { buildAppOn, configIn } from '../apps/server/test/build-app';
import { signInCookie } from '../apps/server/test/spawn-server';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/postgres.mjs';
import { measureUrls, writeResult } from './lib';

/**
 * Runs `measure` on a fresh PGlite database on disk (as `npm start` has it) and then on
 * PostgreSQL: `BENCH_DATABASE_URL` if set, otherwise a throwaway cluster from the local `initdb`
 * (skipped with a message when there is none). Each gets an empty data folder of its own.
 */
export async function onEachDatabase<T>(
  measure: (label: 'pglite' | 'postgres', database: DatabaseHandle, dataDir: string) => Promise<T>,
): Promise<T[]> {
  const migrationsDir = loadConfig({}).migrationsDir;
  const results: T[] = [];
  // BENCH_DATABASES=pglite (or postgres) measures one of them only.
  const only = process.env.BENCH_DATABASES?.split(',');
  const wanted = (kind: string) => !only || only.includes(kind);

  if (wanted('pglite')) {
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
    try {
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(pgliteDir, 'db'),
        migrationsDir,
      });
      results.push(await measure('pglite', database, pgliteDir));
      await database.close();
    } finally {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  if (!wanted('postgres')) return results;

  let url = process.env.BENCH_DATABASE_URL;
  const bin = url ? null : findPostgresBin();
  const cluster = bin ? await startThrowawayPostgres(bin) : null;
  url ??= cluster?.url;
  if (!url) {
    console.warn('PostgreSQL: skipped (set BENCH_DATABASE_URL or install initdb)');
    return results;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  try {
    const database = await openDatabase({ kind: 'postgres', url, migrationsDir });
    results.push(await measure('postgres', database, dataDir));
    await database.close();
  } finally {
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** What the results say about the machine they were measured on. */
export const machineInfo = () => ({
  cpus: os.cpus().length,
  memoryGB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});

const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-password' };

/**
 * The real app on `database`, listening on 127.0.0.1, with an administrator signed in: the
 * address, the cookie to send, and how to stop it.
 */
export async function startBenchApp(database: DatabaseHandle, dataDir: string) {
  const { app, services } = await buildAppOn(configIn(dataDir), database);
  await services.users.createAccount({ ...BENCH_ADMIN, displayName: 'Bench', role: 'Admin' }, null);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signInCookie(address, BENCH_ADMIN);
  return { address, cookie, close: () => app.close() };
}

/**
 * A benchmark of reads over HTTP: on each database `seed` fills it (timed, with the statistics
 * brought up to date after it), then each of `urls` is measured as an administrator, `warmup` +
 * `requests` times, one at a time. The results are written as `name` and their path printed.
 */
export async function benchmarkReads<T extends Record<string, unknown>>(options: {
  name: string;
  size: Record<string, number>;
  warmup: number;
  requests: number;
  urls: Record<string, string>;
  seed: (database: DatabaseHandle) => Promise<void>;
  /** What each URL's result reads from its last response body (e.g. the total). */
  describe: (body: string) => T;
}): Promise<void> {
  const { name, size, warmup, requests } = options;
  const results = await onEachDatabase(async (label, database, dataDir) => {
    const seedStart = performance.now();
    await options.seed(database);
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;

    const { address, cookie, close } = await startBenchApp(database, dataDir);
    const urls = options.urls;
    const lists = await measureUrls(
      label,
      address,
      cookie,
      urls,
      { warmup, requests },
      options.describe,
    );
    await close();
    return { database: label, seedMs: Math.round(seedMs), lists };
  });
  const file = writeResult(name, {
    benchmark: name,
    at: new Date().toISOString(),
    machine: machineInfo(),
    size,
    requests,
    results,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}
