/**
 * bench/pglite-worker: whether PGlite in a worker thread serves the documents list faster than
 * PGlite on the server's own thread (issue #19 item 2: "measure a worker thread; keep it only if
 * it wins"). The same Fastify route, query and JSON in both, on the same 10,000 documents, under
 * 20 connections for 10 s, alternating the two modes twice, next to the bare server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/env';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { machineInfo } from '../databases';
import { rssMB, sizeFromEnv, writeResult } from '../lib';
import { loadUrl, startBareServer } from '../load';

const { documents, connections, durationSeconds, rounds } = sizeFromEnv({
  documents: 10_000,
  connections: 20,
  durationSeconds: 10,
  rounds: 2,
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-pglite-worker-'));
const dataDir = path.join(dir, 'db');
const seeded = await openDatabase({
  kind: 'pglite',
  dataDir,
  migrationsDir: loadConfig({}).migrationsDir,
});
await seed(seeded.db, { documents, software: 100, machines: 100, users: 10 });
await seedDocumentVersions(seeded.db);
await seeded.db.execute(sql`analyze`);
await seeded.close();

/** The page server in `mode`, as a process of its own; its address, pid and stop. */
async function startPageServer(mode: 'main' | 'worker') {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 'page-server.mjs'), mode, dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`page server exited with ${code}`)));
  });
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  return {
    address: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await stopped;
    },
  };
}

const results = [];
try {
  const body = await (async () => {
    const server = await startPageServer('main');
    try {
      return await (await fetch(`${server.address}/page`)).text();
    } finally {
      await server.stop();
    }
  })();
  const bare = await startBareServer(body);
  const bareResult = await loadUrl(`${bare.address}/page`, { connections, durationSeconds });
  bare.stop();
  console.log(`bare: ${Math.round(bareResult.requestsPerSecond)} req/s`);

  for (let round = 1; round <= rounds; round++) {
    for (const mode of ['main', 'worker'] as const) {
      const server = await startPageServer(mode);
      try {
        await loadUrl(`${server.address}/page`, { connections, durationSeconds: 2 });
        const result = await loadUrl(`${server.address}/page`, { connections, durationSeconds });
        const rss = rssMB(server.pid, 'VmRSS');
        console.log(
          `round ${round}, PGlite on the ${mode} thread: ${Math.round(result.requestsPerSecond)} req/s, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, RSS ${rss} MB`,
        );
        results.push({ round, mode, ...result, rssMB: rss });
      } finally {
        await server.stop();
      }
    }
  }
  const file = writeResult('pglite-worker', {
    benchmark: 'pglite-worker',
    at: new Date().toISOString(),
    machine: machineInfo(),
    documents,
    connections,
    durationSeconds,
    bare: bareResult,
    results,
  });
  console.log(`written to ${file}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
