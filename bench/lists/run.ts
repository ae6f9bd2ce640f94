/**
 * bench/lists: the first page of GET /api/v1/documents (and of software) over real HTTP on
 * loopback with 100,000 documents, each with its version row — unfiltered, searched, by category
 * and by machine — on PGlite and PostgreSQL. Bounded: a fixed number of requests, one at a time.
 */
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { benchmarkReads } from '../databases';
import { sizeFromEnv } from '../lib';

const size = sizeFromEnv({ documents: 100_000, software: 10_000, machines: 1_000, users: 1_000 });
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

/** The dashboard's seed writes documents only; lists join each to its current version. */
async function seedWithVersions(database: DatabaseHandle) {
  await seed(database.db, size);
  await seedDocumentVersions(database.db);
}

if (process.argv.includes('--concurrent')) {
  await import('./concurrent');
} else {
  await benchmarkReads({
    name: 'lists',
    size,
    warmup,
    requests,
    urls: QUERIES,
    seed: seedWithVersions,
    describe: (body) => ({ total: (JSON.parse(body) as { total?: number }).total ?? 0 }),
  });
}
