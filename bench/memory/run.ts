/**
 * bench/memory: what the server costs to start and to keep, as `npm start` runs it (the built
 * server, its own process). On PGlite and on PostgreSQL (as `bench/databases.ts` finds it): the
 * time from launch to `/api/health` answering ok, on an empty data folder and again on the same
 * folder; the resident memory (RSS) after 5 s idle, and after 10 s of 20 connections on the first
 * page of documents.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/postgres.mjs';
import { startBuiltServer } from '../built-server';
import { machineInfo } from '../databases';
import { rssMB, writeResult } from '../lib';
import { loadUrl } from '../load';

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-memory-password' };
/** Resident memory of a process in MB. */
const residentMB = (pid: number) => rssMB(pid, 'VmRSS') ?? 0;

/** The built server with the bench's administrator, on PostgreSQL when a URL is given. */
const launch = (dataDir: string, databaseUrl: string | undefined) =>
  startBuiltServer(dataDir, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

const idle = () => new Promise((resolve) => setTimeout(resolve, 5000));

/**
 * The first start on an empty data folder (it creates the database), then a restart on the same
 * folder (what every later `npm start` is): start time and RSS idle, then after load.
 */
async function measure(label: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  try {
    const first = await launch(dataDir, databaseUrl);
    await idle();
    const firstStart = { startMs: first.startMs, idleMB: residentMB(first.child.pid!) };
    await first.stop();

    const server = await launch(dataDir, databaseUrl);
    try {
      await idle();
      const idleMB = residentMB(server.child.pid!);
      const cookie = await signInCookie(server.address, ADMIN);
      await loadUrl(`${server.address}/api/v1/documents`, {
        headers: { cookie },
        connections: 20,
        durationSeconds: 10,
      });
      const afterLoadMB = residentMB(server.child.pid!);
      console.log(
        `${label}: first start ${firstStart.startMs} ms (RSS ${firstStart.idleMB} MB); ` +
          `restart ${server.startMs} ms, RSS idle ${idleMB} MB, after load ${afterLoadMB} MB`,
      );
      return { database: label, firstStart, coldStartMs: server.startMs, idleMB, afterLoadMB };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_DATABASES?.split(',');
const results = [];
if (!only || only.includes('pglite')) results.push(await measure('pglite'));
if (!only || only.includes('postgres')) {
  const url = process.env.BENCH_DATABASE_URL;
  const bin = url ? null : findPostgresBin();
  const cluster = bin ? await startThrowawayPostgres(bin) : null;
  if (url ?? cluster) {
    try {
      // A database of the cluster's own: the server migrates it from empty.
      results.push(await measure('postgres', url ?? cluster!.url));
    } finally {
      cluster?.stop();
    }
  } else {
    console.warn('PostgreSQL: skipped (set BENCH_DATABASE_URL or install initdb)');
  }
}
const file = writeResult('memory', {
  benchmark: 'memory',
  at: new Date().toISOString(),
  machine: machineInfo(),
  results,
});
console.log(`written: ${file}`);
