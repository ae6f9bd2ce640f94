import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGLITE_START_PARAMS } from '../../apps/server/src/db/pglite-thread';

const run = promisify(execFile);
const toMB = (kb: number) => Math.round(kb / 1024);

/**
 * A process's resident memory from Linux's `smaps_rollup`, in MB: all of it, the anonymous part
 * (heaps, WebAssembly memory, compiled code) and the part that maps files (Node's own binary,
 * native addons), which other processes running the same files share.
 */
export function smapsRollup(pid: number) {
  const text = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1]);
  const rss = field('Rss');
  const anonymous = field('Anonymous');
  return { rssMB: toMB(rss), anonymousMB: toMB(anonymous), fileMB: toMB(rss - anonymous) };
}

/** An empty Node process after 5 s idle: the floor every Node server starts from. */
export async function measureBareNode() {
  const { stdout } = await run(process.execPath, [
    '-e',
    'setTimeout(() => console.log(Math.round(process.memoryUsage().rss / 1048576)), 5000)',
  ]);
  return { rssMB: Number(stdout.trim()) };
}

/** PGlite alone in a Node process, on the product's thread and settings, on `dataDir`. */
export async function measureBarePglite(dataDir: string) {
  const script = path.join(import.meta.dirname, 'bare-pglite.mjs');
  const { stdout } = await run(process.execPath, [
    script,
    dataDir,
    JSON.stringify(PGLITE_START_PARAMS),
  ]);
  return { rssMB: Number(stdout.trim()) };
}
