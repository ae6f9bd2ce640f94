import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server as its own process (`npm start`'s code, through tsx) on 127.0.0.1 and
 * waits until /api/health answers. The caller's DATABASE_URL, STORAGE_URL and SMTP_URL are not
 * passed on; `env` sets what the run needs.
 */
export async function spawnServer(
  env: Record<string, string>,
  {
    nodeArgs = [],
    startupMs = 60_000,
  }: {
    /** Given to Node before the script. */
    nodeArgs?: string[];
    /** How long to wait for /api/health: a first start on a busy machine can take longer. */
    startupMs?: number;
  } = {},
): Promise<ChildProcess> {
  const port = env.PORT;
  if (!port) throw new Error('PORT is required');
  const { DATABASE_URL: _db, STORAGE_URL: _s3, SMTP_URL: _smtp, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + startupMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/** Signs in over HTTP and answers the cookie header to send back. */
export async function signInCookie(
  base: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, rememberMe: false }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
