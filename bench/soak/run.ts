/**
 * bench/soak: the list routes under a steady load for minutes, to see whether the server's memory
 * settles or keeps growing (docs/security.md promise 24). The built server
 * (`apps/server/dist/server.js`, what `npm start` runs) is started as its own process on a seeded
 * database; a few clients request documents, software, users, the audit log and machines with
 * ever-changing pages, filters and searches; every interval the server's resident memory (Linux
 * /proc), its V8 heap (asked over IPC, see memory-probe.mjs) and the interval's latencies and
 * errors are recorded. Writes the samples as JSON and a two-panel PNG chart. Bounded: a fixed
 * duration, a fixed number of clients, and a timeout on every request.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseOptions } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/env';
import { buildAppOn, configIn } from '../../apps/server/test/build-app';
import { freePort, signInCookie } from '../../apps/server/test/spawn-server';
import { AUDIT_ACTIONS } from '../../packages/domain/src';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/postgres.mjs';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { machineInfo } from '../databases';
import { benchDir, repoRoot, sizeFromEnv, summarize, writeResult } from '../lib';
import { chartSvg, writePng } from './chart';
import { nextListUrl, randomFrom } from './workload';

const durationSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const intervalSeconds = Number(process.env.BENCH_SOAK_INTERVAL_SECONDS ?? 10);
const concurrency = Number(process.env.BENCH_SOAK_CONCURRENCY ?? 4);
const databaseKind = process.env.BENCH_SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';
/** Start the server with --expose-gc and collect before each heap reading: heapUsed is then live. */
const collectBeforeSampling = process.env.BENCH_SOAK_GC === '1';
const size = sizeFromEnv({
  documents: 100_000,
  software: 10_000,
  machines: 1_000,
  users: 5_000,
  auditEntries: 50_000,
});

const REQUEST_TIMEOUT_MS = 30_000;
const ADMIN = { email: 'bench-soak@example.com', password: 'Bench-soak-1' };
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const probe = pathToFileURL(path.join(benchDir, 'soak/memory-probe.mjs')).href;

const MB = 1024 * 1024;
const round = (x: number) => Math.round(x * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The dashboard's rows, a version per document, an audit log to page through, and the bench's
 * administrator (the server seeds none: the generated users include administrators).
 */
async function seedDatabase(options: DatabaseOptions, dataDir: string) {
  const database = await openDatabase(options);
  try {
    const { app, services } = await buildAppOn(configIn(dataDir), database);
    await services.users.createAccount({ ...ADMIN, displayName: 'Soak', role: 'Admin' }, null);
    await app.close();
    await seed(database.db, size);
    await seedDocumentVersions(database.db);
    const actions = Object.values(AUDIT_ACTIONS);
    await database.db.execute(sql`
      insert into audit_log (at, action, actor_id, actor_email, target_type, target_id, ip, details)
      select now() - (g || ' minutes')::interval,
             (array[${sql.join(
               actions.map((a) => sql`${a}`),
               sql`, `,
             )}])[1 + g % ${actions.length}],
             'bench-user-' || (1 + g % ${size.users}), 'bench' || (1 + g % ${size.users}) || '@example.com',
             'document', 'bench-doc-' || (1 + g % ${size.documents}), '127.0.0.1',
             jsonb_build_object('title', 'Document ' || (1 + g % ${size.documents}))
      from generate_series(1, ${size.auditEntries}) as g`);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** Resident memory of a process, from Linux's /proc, in MB; null elsewhere or once it is gone. */
function residentMB(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * `node apps/server/dist/server.js` on 127.0.0.1 with the memory probe loaded and an IPC channel
 * to ask it through; resolves once /api/health answers. The caller's DATABASE_URL, STORAGE_URL and
 * SMTP_URL are not passed on.
 */
async function startServer(dataDir: string, databaseUrl: string | undefined) {
  const port = await freePort();
  const { DATABASE_URL: _db, STORAGE_URL: _s3, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...(collectBeforeSampling ? ['--expose-gc'] : []), '--import', probe, serverEntry],
    {
      env: {
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'error',
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        PORTAL_DIR: path.join(dataDir, 'no-portal'),
        TOOLBOX_DIR: path.join(dataDir, 'no-toolbox'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return { child, base, output: () => output };
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** Stops the server: SIGTERM, then SIGKILL if it has not exited within five seconds. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

type MemoryUsage = ReturnType<typeof process.memoryUsage>;

/** The server's own process.memoryUsage(), through the probe; null when it does not answer. */
function serverMemory(child: ChildProcess): Promise<MemoryUsage | null> {
  return new Promise((resolve) => {
    if (!child.connected) return resolve(null);
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('memory' in message)) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve((message as { memory: MemoryUsage }).memory);
    };
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      resolve(null);
    }, 5000);
    child.on('message', onMessage);
    child.send('memory', (error) => error && resolve(null));
  });
}

/** What the clients saw since the last sample. */
type Interval = { latencies: number[]; errors: number };

/** Runs the clients until `deadline`; `interval()` hands over what they measured so far. */
function startLoad(base: string, cookie: string, deadline: number, isStopped: () => boolean) {
  let current: Interval = { latencies: [], errors: 0 };
  const allLatencies: number[] = [];
  const errorExamples: { url: string; status: number | string }[] = [];
  const failed = (url: string, status: number | string) => {
    current.errors++;
    if (errorExamples.length < 10) errorExamples.push({ url, status });
  };
  const client = async (index: number) => {
    const random = randomFrom(index + 1);
    while (Date.now() < deadline && !isStopped()) {
      const url = nextListUrl(random, size);
      const start = performance.now();
      try {
        const response = await fetch(`${base}${url}`, {
          headers: { cookie },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        const ms = performance.now() - start;
        if (response.status === 200) {
          current.latencies.push(ms);
          allLatencies.push(ms);
        } else {
          failed(url, response.status);
        }
      } catch (error) {
        failed(url, error instanceof Error ? error.name : 'error');
      }
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, (_, i) => client(i)));
  return {
    done,
    allLatencies,
    errorExamples,
    interval(): Interval {
      const finished = current;
      current = { latencies: [], errors: 0 };
      return finished;
    },
  };
}

type Sample = {
  atSeconds: number;
  rssMB: number | null;
  heapUsedMB: number | null;
  heapTotalMB: number | null;
  externalMB: number | null;
  requests: number;
  errors: number;
  medianMs: number | null;
  p99Ms: number | null;
  maxMs: number | null;
};

async function sample(child: ChildProcess, atSeconds: number, interval: Interval) {
  const memory = await serverMemory(child);
  const latency = interval.latencies.length > 0 ? summarize(interval.latencies) : null;
  const result: Sample = {
    atSeconds: Math.round(atSeconds),
    rssMB: residentMB(child.pid!),
    heapUsedMB: memory ? round(memory.heapUsed / MB) : null,
    heapTotalMB: memory ? round(memory.heapTotal / MB) : null,
    externalMB: memory ? round(memory.external / MB) : null,
    requests: interval.latencies.length + interval.errors,
    errors: interval.errors,
    medianMs: latency?.medianMs ?? null,
    p99Ms: latency?.p99Ms ?? null,
    maxMs: latency?.maxMs ?? null,
  };
  console.log(
    `${String(result.atSeconds).padStart(4)} s  RSS ${result.rssMB} MB  heap ${result.heapUsedMB} MB  external ${result.externalMB} MB  ` +
      `${result.requests} requests, ${result.errors} errors  median ${result.medianMs} ms  p99 ${result.p99Ms} ms`,
  );
  return result;
}

/** Samples every interval while the load runs; the first one is the idle server before it. */
async function soak(child: ChildProcess, base: string, cookie: string) {
  const samples: Sample[] = [await sample(child, 0, { latencies: [], errors: 0 })];
  const start = Date.now();
  const deadline = start + durationSeconds * 1000;
  const serverGone = () => child.exitCode !== null || child.signalCode !== null;
  const load = startLoad(base, cookie, deadline, serverGone);
  for (let next = 1; !serverGone(); next++) {
    const at = Math.min(start + next * intervalSeconds * 1000, deadline);
    await sleep(Math.max(0, at - Date.now()));
    if (at === deadline) await load.done;
    samples.push(await sample(child, (Date.now() - start) / 1000, load.interval()));
    if (at === deadline) break;
  }
  await load.done;
  return { samples, overall: summarize(load.allLatencies), errorExamples: load.errorExamples };
}

/** The loaded samples at the start, the middle and the end, and how much RSS grew in each half. */
function describe(samples: Sample[]) {
  const loaded = samples.slice(1);
  const first = loaded[0];
  const middle = loaded[Math.floor((loaded.length - 1) / 2)];
  const last = loaded[loaded.length - 1];
  const pick = (s: Sample | undefined) =>
    s && { atSeconds: s.atSeconds, rssMB: s.rssMB, heapUsedMB: s.heapUsedMB, p99Ms: s.p99Ms };
  const growth = (a: Sample | undefined, b: Sample | undefined) =>
    a?.rssMB != null && b?.rssMB != null ? round(b.rssMB - a.rssMB) : null;
  return {
    idle: pick(samples[0]),
    start: pick(first),
    middle: pick(middle),
    end: pick(last),
    peakRssMB: Math.max(...samples.map((s) => s.rssMB ?? 0)),
    rssGrowthFirstHalfMB: growth(first, middle),
    rssGrowthSecondHalfMB: growth(middle, last),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  };
}

/** The commit built, and whether the server's sources differed from it. */
function sourceVersion() {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  try {
    return {
      commit: git('rev-parse', '--short', 'HEAD'),
      serverSourcesChanged: git('status', '--porcelain', '--', 'apps/server', 'packages') !== '',
    };
  } catch {
    return { commit: null, serverSourcesChanged: null };
  }
}

function chart(result: {
  samples: Sample[];
  commit: string | null;
  serverSourcesChanged: boolean | null;
}) {
  const points = (value: (s: Sample) => number | null) =>
    result.samples.flatMap((s) => {
      const y = value(s);
      return y === null ? [] : [{ x: s.atSeconds, y }];
    });
  return chartSvg(
    `bench/soak: list routes, ${databaseKind}, ${concurrency} clients, ${durationSeconds} s` +
      (result.commit ? `, commit ${result.commit}` : '') +
      (result.serverSourcesChanged ? ' + uncommitted changes' : ''),
    [
      {
        title: 'Server memory',
        unit: 'MB',
        series: [
          { label: 'RSS', points: points((s) => s.rssMB), color: '#1f5fbf' },
          {
            label: collectBeforeSampling ? 'V8 heap used (after GC)' : 'V8 heap used',
            points: points((s) => s.heapUsedMB),
            color: '#2e9e4f',
            dashed: true,
          },
          {
            label: 'V8 external (PGlite WebAssembly memory, buffers)',
            points: points((s) => s.externalMB),
            color: '#8e44ad',
            dashed: true,
          },
        ],
      },
      {
        title: `Latency of each ${intervalSeconds} s interval`,
        unit: 'ms',
        series: [
          {
            label: 'p99',
            points: points((s) => s.p99Ms),
            color: '#c0392b',
          },
          {
            label: 'median',
            points: points((s) => s.medianMs),
            color: '#e08e0b',
            dashed: true,
          },
        ],
      },
    ],
    Math.max(...result.samples.map((s) => s.atSeconds), 1),
  );
}

async function main() {
  // Only the server (esbuild, a few seconds): the soak asks the API, not the portal.
  execFileSync('npm', ['run', 'build', '-w', '@toolbox/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const version = sourceVersion();
  const migrationsDir = loadConfig({}).migrationsDir;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-soak-'));
  const cluster =
    databaseKind === 'postgres'
      ? await (async () => {
          const bin = findPostgresBin();
          if (!bin) throw new Error('BENCH_SOAK_DATABASE=postgres needs initdb');
          return startThrowawayPostgres(bin);
        })()
      : null;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const seedStart = performance.now();
    await seedDatabase(
      cluster
        ? { kind: 'postgres', url: cluster.url, migrationsDir }
        : { kind: 'pglite', dataDir: path.join(dataDir, 'db'), migrationsDir },
      dataDir,
    );
    const seedMs = Math.round(performance.now() - seedStart);
    console.log(`seeded in ${seedMs} ms; starting the server`);
    server = await startServer(dataDir, cluster?.url);
    const cookie = await signInCookie(server.base, ADMIN);
    const { samples, overall, errorExamples } = await soak(server.child, server.base, cookie);
    if (server.child.exitCode !== null) console.error(`server exited: ${server.output()}`);

    const summary = describe(samples);
    const file = writeResult('soak', {
      benchmark: 'soak',
      at: new Date().toISOString(),
      machine: machineInfo(),
      ...version,
      database: databaseKind,
      size,
      durationSeconds,
      intervalSeconds,
      concurrency,
      collectBeforeSampling,
      seedMs,
      summary,
      overall,
      errorExamples,
      samples,
    });
    const png = file.replace(/\.json$/, '.png');
    await writePng(chart({ samples, ...version }), png);
    console.log(
      `RSS idle ${summary.idle?.rssMB} MB, start ${summary.start?.rssMB}, middle ${summary.middle?.rssMB}, ` +
        `end ${summary.end?.rssMB} (second half ${summary.rssGrowthSecondHalfMB} MB); ` +
        `p99 start ${summary.start?.p99Ms} ms, middle ${summary.middle?.p99Ms}, end ${summary.end?.p99Ms}; ` +
        `${overall.count} requests, ${summary.errors} errors`,
    );
    console.log(`written: ${path.relative(process.cwd(), file)}`);
    console.log(`chart:   ${path.relative(process.cwd(), png)}`);
  } finally {
    if (server) await stopServer(server.child);
    cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
