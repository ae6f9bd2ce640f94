/**
 * bench/memory: what the server costs to start and to keep, as `npm start` runs it (the built
 * server, its own process), with 10,000 documents. On PGlite and on PostgreSQL (as
 * `bench/databases.ts` finds it): the time from launch to `/api/health` answering ok, on an empty
 * data folder and again on the seeded one; the resident memory (RSS) after 5 s idle, where it
 * goes, and after 10 s of 20 connections on the first page of documents.
 *
 * Where it goes: the server's main thread reports its own V8 heap (`heap-report.mjs`, loaded
 * with `--import`); an empty Node process and one that only opens the same data folder with the
 * product's PGlite thread are measured in the same run, so PGlite's share and Node's own are
 * figures of this machine, not estimates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/env';
import { signInCookie } from '../../apps/server/test/spawn-server';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/postgres.mjs';
import { startBuiltServer } from '../built-server';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { machineInfo } from '../databases';
import { sizeFromEnv, writeResult } from '../lib';
import { loadUrl } from '../load';
import { measureBareNode, measureBarePglite, smapsRollup } from './breakdown';

const ADMIN = { email: 'bench-admin@example.com', password: 'bench-memory-password' };
const { documents } = sizeFromEnv({ documents: 10_000 });
const heapReport = path.join(import.meta.dirname, 'heap-report.mjs');

const idle = () => new Promise((resolve) => setTimeout(resolve, 5000));

/** The main thread's own figures, asked of `heap-report.mjs` by a signal. */
async function mainThreadHeap(pid: number, reportFile: string) {
  fs.rmSync(reportFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(reportFile); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Record<string, number>;
}

async function seedDatabase(dataDir: string, databaseUrl: string | undefined) {
  const migrationsDir = loadConfig({}).migrationsDir;
  const database = databaseUrl
    ? await openDatabase({ kind: 'postgres', url: databaseUrl, migrationsDir })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), migrationsDir });
  try {
    await seed(database.db, { documents, software: 1_000, machines: 1_000, users: 1_000 });
    await seedDocumentVersions(database.db);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/**
 * The first start on an empty data folder (it creates the database), the database seeded, then a
 * start on the seeded folder (what every later `npm start` is): start time, RSS idle and where it
 * goes, then RSS after load.
 */
async function measure(label: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
  const reportFile = path.join(dataDir, 'heap-report.json');
  const launch = () =>
    startBuiltServer(
      dataDir,
      {
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        HEAP_REPORT_FILE: reportFile,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      ['--import', heapReport],
    );
  try {
    const first = await launch();
    await idle();
    const firstStart = { startMs: first.startMs, idleMB: smapsRollup(first.child.pid!).rssMB };
    await first.stop();
    await seedDatabase(dataDir, databaseUrl);

    const server = await launch();
    try {
      await idle();
      const rollup = smapsRollup(server.child.pid!);
      const heap = await mainThreadHeap(server.child.pid!, reportFile);
      const cookie = await signInCookie(server.address, ADMIN);
      await loadUrl(`${server.address}/api/v1/documents`, {
        headers: { cookie },
        connections: 20,
        durationSeconds: 10,
      });
      const afterLoadMB = smapsRollup(server.child.pid!).rssMB;
      console.log(
        `${label}: first start ${firstStart.startMs} ms (RSS ${firstStart.idleMB} MB); ` +
          `start with ${documents} documents ${server.startMs} ms, RSS idle ${rollup.rssMB} MB ` +
          `(anonymous ${rollup.anonymousMB}, files ${rollup.fileMB}; main thread's V8 heap ` +
          `${heap.heapTotalMB} MB, ${heap.heapUsedMB} used), after load ${afterLoadMB} MB`,
      );
      return {
        database: label,
        documents,
        firstStart,
        coldStartMs: server.startMs,
        idle: { ...rollup, mainThread: heap },
        afterLoadMB,
      };
    } finally {
      await server.stop();
      // PGlite alone on the same folder, with the product's thread and settings.
      if (label === 'pglite') barePglite = await measureBarePglite(path.join(dataDir, 'db'));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

let barePglite: { rssMB: number } | undefined;
const only = process.env.BENCH_DATABASES?.split(',');
const results = [];
const bareNode = await measureBareNode();
console.log(`bare Node, idle: RSS ${bareNode.rssMB} MB`);
if (!only || only.includes('pglite')) {
  results.push(await measure('pglite'));
  console.log(
    `PGlite alone on the product's thread, same folder, after one list query: RSS ` +
      `${barePglite!.rssMB} MB (${barePglite!.rssMB - bareNode.rssMB} MB over bare Node)`,
  );
}
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
  references: { node: bareNode, pglite: barePglite },
  results,
});
console.log(`written: ${file}`);
