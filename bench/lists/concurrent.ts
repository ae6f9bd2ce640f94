/**
 * bench/lists --concurrent: 20 connections for 10 s on the first page of 50 documents, at 10,000
 * and 100,000 documents, on PGlite and PostgreSQL, each next to a bare Fastify server answering a
 * same-sized static JSON page in the same run. Prints req/s, p50, p99, the ratio to the bare
 * server, the server's CPU time a request, and the bytes each listed document costs; then the
 * same load again with a document changed every second.
 */
import { sql } from 'drizzle-orm';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { machineInfo, onEachDatabase, startBenchApp } from '../databases';
import { sizeFromEnv, writeResult } from '../lib';
import { loadUrl, startBareServer, type LoadResult } from '../load';

const { connections, durationSeconds, warmupSeconds } = sizeFromEnv({
  connections: 20,
  durationSeconds: 10,
  warmupSeconds: 2,
});
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const PAGE = '/api/v1/documents';
const WRITE_EVERY_MS = Number(process.env.BENCH_WRITE_EVERY_MS ?? 1000);

const figures = (r: LoadResult) => ({
  requestsPerSecond: Math.round(r.requestsPerSecond),
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  requests: r.requests,
});

const results = [];
for (const documents of sizes) {
  const size = { documents, software: 1_000, machines: 1_000, users: 1_000 };
  results.push(
    ...(await onEachDatabase(async (label, database, dataDir) => {
      await seed(database.db, size);
      await seedDocumentVersions(database.db);
      await database.db.execute(sql`analyze`);
      const app = await startBenchApp(database, dataDir);
      try {
        const headers = { cookie: app.cookie };
        const body = await (await fetch(`${app.address}${PAGE}`, { headers })).text();
        const listed = (JSON.parse(body) as { items: unknown[] }).items.length;

        const bare = await startBareServer(body);
        let bareResult: LoadResult;
        try {
          await loadUrl(`${bare.address}${PAGE}`, { connections, durationSeconds: warmupSeconds });
          bareResult = await loadUrl(`${bare.address}${PAGE}`, { connections, durationSeconds });
        } finally {
          bare.stop();
        }
        const load = { headers, connections };
        await loadUrl(`${app.address}${PAGE}`, { ...load, durationSeconds: warmupSeconds });
        // The server runs in this process (PGlite on a thread of it) and the load in a child:
        // this process's CPU time over the run is the server's.
        const cpuBefore = process.cpuUsage();
        const target = await loadUrl(`${app.address}${PAGE}`, { ...load, durationSeconds });
        const cpu = process.cpuUsage(cpuBefore);
        const cpuMsPerRequest =
          Math.round(((cpu.user + cpu.system) / 1000 / target.requests) * 100) / 100;

        // The same load with a document changed every WRITE_EVERY_MS: on PGlite each write ends
        // every kept answer and session (decision 032), so this is the path a busy day takes.
        let writes = 0;
        const writer = setInterval(() => {
          writes += 1;
          void database.db
            .execute(
              sql`update documents set description = ${`edit ${writes}`}
              where id = (select id from documents order by upload_date desc limit 1)`,
            )
            .catch(() => {});
        }, WRITE_EVERY_MS);
        const cpuWritingBefore = process.cpuUsage();
        let withWrites: LoadResult;
        try {
          withWrites = await loadUrl(`${app.address}${PAGE}`, { ...load, durationSeconds });
        } finally {
          clearInterval(writer);
        }
        const cpuWriting = process.cpuUsage(cpuWritingBefore);
        const cpuMsWithWrites =
          Math.round(((cpuWriting.user + cpuWriting.system) / 1000 / withWrites.requests) * 100) /
          100;

        const ratio =
          Math.round((target.requestsPerSecond / bareResult.requestsPerSecond) * 1000) / 1000;
        const bytesPerDocument = Math.round(Buffer.byteLength(body) / listed);
        console.log(
          `${label} ${documents} documents: ${Math.round(target.requestsPerSecond)} req/s, ` +
            `p50 ${target.p50Ms} ms, p99 ${target.p99Ms} ms; bare ${Math.round(bareResult.requestsPerSecond)} req/s ` +
            `(ratio ${ratio}); server CPU ${cpuMsPerRequest} ms a request; ` +
            `${bytesPerDocument} bytes per listed document`,
        );
        console.log(
          `  with a document changed every ${WRITE_EVERY_MS} ms: ` +
            `${Math.round(withWrites.requestsPerSecond)} req/s, p99 ${withWrites.p99Ms} ms; ` +
            `server CPU ${cpuMsWithWrites} ms a request`,
        );
        return {
          database: label,
          documents,
          bytesPerDocument,
          pageBytes: Buffer.byteLength(body),
          toolbox: figures(target),
          bare: figures(bareResult),
          ratio,
          cpuMsPerRequest,
          withWrites: {
            ...figures(withWrites),
            everyMs: WRITE_EVERY_MS,
            cpuMsPerRequest: cpuMsWithWrites,
          },
        };
      } finally {
        await app.close();
      }
    })),
  );
}

const file = writeResult('lists-concurrent', {
  benchmark: 'lists-concurrent',
  at: new Date().toISOString(),
  machine: machineInfo(),
  connections,
  durationSeconds,
  results,
});
console.log(`written: ${file}`);
