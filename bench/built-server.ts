import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../apps/server/test/spawn-server';
import { repoRoot } from './lib';

const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');

/** The options `npm start` gives Node (root package.json's `start`), so the bench runs the same. */
const startFlags = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  }
).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

async function waitForHealth(address: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${address}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not start');
}

/**
 * The built server as `npm start` runs it, in a process of its own on 127.0.0.1, keeping its data
 * in `dataDir` with `env` added (an administrator, a DATABASE_URL) and `nodeArgs` before the
 * script; answers it once
 * `/api/health` is ok, with the time that took. The caller's database, storage and mail settings
 * are not passed on.
 */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  if (!fs.existsSync(serverEntry)) throw new Error('build the server first: npm run build');
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _d, STORAGE_URL: _s, SMTP_URL: _m, ...inherited } = process.env;
  const started = performance.now();
  const child = spawn(process.execPath, [...startFlags, ...nodeArgs, serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: address,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: 'ignore',
  });
  const stop = async () => {
    child.kill();
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  try {
    await waitForHealth(address, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, address, startMs: Math.round(performance.now() - started), stop };
}
