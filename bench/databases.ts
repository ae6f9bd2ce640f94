import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { loadConfig } from '../apps/server/src/env';
import { generateVapidKeys } from '../apps/server/src/lib/data-dir';
import { DiskStorage } from '../apps/server/src/lib/storage/disk-storage';
import { signInCookie } from '../apps/server/test/spawn-server';
import { findPostgresBin, startThrowawayPostgres } from '../scripts/postgres.mjs';

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
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORTAL_DIR: path.join(dataDir, 'none'),
  });
  const { app, services } = await buildApp({
    config,
    database,
    storage: new DiskStorage(path.join(dataDir, 'files')),
    sessionSecret: crypto.randomBytes(32).toString('hex'),
    vapidKeys: generateVapidKeys(),
  });
  await services.users.createAccount({ ...BENCH_ADMIN, displayName: 'Bench', role: 'Admin' }, null);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signInCookie(address, BENCH_ADMIN);
  return { address, cookie, close: () => app.close() };
}
