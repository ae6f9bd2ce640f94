/**
 * bench/dashboard: the dashboard endpoint over real HTTP on loopback, on PGlite and PostgreSQL,
 * with 100,000 documents, 10,000 software packages, 1,000 machines and 5,000 users.
 * Prints and writes JSON (median and p99 latency per database). Bounded: a fixed number of
 * requests per database, one at a time.
 */
import path from 'node:path';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { machineInfo, onEachDatabase, startBenchApp } from '../databases';
import { sizeFromEnv, summarize, writeResult } from '../lib';
import { seed, type SeedSize } from './seed';

const size: SeedSize = sizeFromEnv({
  documents: 100_000,
  software: 10_000,
  machines: 1_000,
  users: 5_000,
});
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const warmup = 10;

async function measure(label: string, database: DatabaseHandle, dataDir: string) {
  const seedStart = performance.now();
  await seed(database.db, size);
  const seedMs = performance.now() - seedStart;

  const { address, cookie, close } = await startBenchApp(database, dataDir);

  const samples: number[] = [];
  let body: unknown;
  for (let i = 0; i < warmup + requests; i++) {
    const start = performance.now();
    const response = await fetch(`${address}/api/v1/dashboard`, { headers: { cookie } });
    body = await response.json();
    if (response.status !== 200)
      throw new Error(`dashboard answered ${response.status}: ${JSON.stringify(body)}`);
    if (i >= warmup) samples.push(performance.now() - start);
  }
  await close();
  const result = {
    database: label,
    seedMs: Math.round(seedMs),
    ...summarize(samples),
    sample: body,
  };
  console.log(
    `${label}: median ${result.medianMs} ms, p99 ${result.p99Ms} ms over ${result.count} requests`,
  );
  return result;
}

async function main() {
  const results = await onEachDatabase(measure);
  const file = writeResult('dashboard', {
    benchmark: 'dashboard',
    at: new Date().toISOString(),
    machine: machineInfo(),
    size,
    requests,
    results: results.map(({ sample: _sample, ...r }) => r),
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

await main();
