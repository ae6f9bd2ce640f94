import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A second real server, for a spec that needs settings of its own (a small write budget, say):
 * scripts/e2e-server.mjs on `port` with `env` added, from a fresh data folder. Answers its origin
 * and how to stop it.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, E2E_PORT: String(port), LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`the server on ${origin} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A port beside the suite's own, so parallel runs on other E2E_PORTs do not collide. */
export const sidePort = (offset: number) => Number(process.env.E2E_PORT ?? 4173) + offset;
