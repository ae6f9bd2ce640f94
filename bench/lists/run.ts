/**
 * bench/lists: the first page of GET /api/v1/documents (and of software) over real HTTP on
 * loopback with 100,000 documents, each with its version row — unfiltered, searched, by category
 * and by machine — on PGlite and PostgreSQL. Bounded: a fixed number of requests, one at a time.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { seed } from '../dashboard/seed';
import { machineInfo, onEachDatabase, startBenchApp } from '../databases';
import { measureUrls, writeResult } from '../lib';

const size = {
  documents: Number(process.env.BENCH_DOCUMENTS ?? 100_000),
  software: Number(process.env.BENCH_SOFTWARE ?? 10_000),
  machines: Number(process.env.BENCH_MACHINES ?? 1_000),
  users: Number(process.env.BENCH_USERS ?? 1_000),
};
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const warmup = 10;

/** The lists an administrator opens most, each measured on its own. */
const QUERIES: Record<string, string> = {
  'documents first page': '/api/v1/documents',
  'documents search': '/api/v1/documents?search=document%2012',
  'documents by category': '/api/v1/documents?category=Category%207',
  'documents by machine': '/api/v1/documents?machineId=bench_m42',
  'software first page': '/api/v1/software',
  'software by version': '/api/v1/software?sort=version',
};

async function measure(label: string, database: DatabaseHandle, dataDir: string) {
  const seedStart = performance.now();
  await seed(database.db, size);
  // The dashboard's seed writes documents only; lists join each to its current version.
  await database.db.execute(sql`
    insert into document_versions (document_id, version_number, file_url, file_path, file_size_kb,
                                   sha256_file_hash, upload_date, uploaded_by)
    select id, 1, '', 'documents/' || id || '.pdf', 2048, repeat('AB', 32), upload_date, uploaded_by
    from documents`);
  await database.db.execute(sql`analyze`);
  const seedMs = performance.now() - seedStart;

  const { address, cookie, close } = await startBenchApp(database, dataDir);

  const lists = await measureUrls(
    label,
    address,
    cookie,
    QUERIES,
    { warmup, requests },
    (body) => ({
      total: (JSON.parse(body) as { total?: number }).total ?? 0,
    }),
  );
  await close();
  return { database: label, seedMs: Math.round(seedMs), lists };
}

async function main() {
  const results = await onEachDatabase(measure);
  const file = writeResult('lists', {
    benchmark: 'lists',
    at: new Date().toISOString(),
    machine: machineInfo(),
    size,
    requests,
    results,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

await main();
