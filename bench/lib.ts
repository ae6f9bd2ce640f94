import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');

/**
 * A benchmark's size: each field from its `BENCH_` variable (`documents` from BENCH_DOCUMENTS,
 * `guidesPerMachine` from BENCH_GUIDES_PER_MACHINE), or else the default given.
 */
export function sizeFromEnv<T extends Record<string, number>>(defaults: T): T {
  const variable = (name: string) =>
    `BENCH_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
  return Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [
      name,
      Number(process.env[variable(name)] ?? fallback),
    ]),
  ) as T;
}

/** Median and p99 of a list of milliseconds. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    count: sorted.length,
    medianMs: round(at(0.5)),
    p99Ms: round(at(0.99)),
    minMs: round(sorted[0] ?? 0),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}

/** Writes the result as JSON under bench/results and returns the file's path. */
export function writeResult(name: string, result: unknown): string {
  const dir = path.join(benchDir, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

/**
 * Requests each of `urls` `warmup + requests` times, one at a time, over HTTP with `cookie`, and
 * answers each one's summary with what `describe` reads from its last body (e.g. the total).
 */
export async function measureUrls<T extends Record<string, unknown>>(
  label: string,
  address: string,
  cookie: string,
  urls: Record<string, string>,
  { warmup, requests }: { warmup: number; requests: number },
  describe: (body: string) => T,
) {
  const results = [];
  for (const [name, url] of Object.entries(urls)) {
    const samples: number[] = [];
    let last = '';
    for (let i = 0; i < warmup + requests; i++) {
      const start = performance.now();
      const response = await fetch(`${address}${url}`, { headers: { cookie } });
      last = await response.text();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${last}`);
      if (i >= warmup) samples.push(performance.now() - start);
    }
    const result = { list: name, url, ...describe(last), ...summarize(samples) };
    console.log(`${label} ${name}: median ${result.medianMs} ms, p99 ${result.p99Ms} ms`);
    results.push(result);
  }
  return results;
}

/** Resident set (VmRSS) or its peak (VmHWM) of a process, from Linux's /proc, in MB. */
export function rssMB(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
