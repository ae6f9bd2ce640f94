import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  bytesPerSecond: number;
};

/** Runs a child process of `script` with `args` and answers its first stdout line. */
function firstLine(script: string, args: string[]) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.indexOf('\n');
      if (end >= 0) resolve(output.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, line };
}

/**
 * `connections` concurrent connections requesting `url` for `durationSeconds` (autocannon, in a
 * process of its own so it does not share the measured server's event loop).
 */
export async function loadUrl(
  url: string,
  options: { headers?: Record<string, string>; connections: number; durationSeconds: number },
): Promise<LoadResult> {
  const { line } = firstLine('load-child.mjs', [
    JSON.stringify({ url, headers: options.headers ?? {}, ...options }),
  ]);
  const result = JSON.parse(await line) as LoadResult;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

/**
 * The bare reference server (Fastify answering `body` as static JSON) in a process of its own;
 * answers its address and how to stop it.
 */
export async function startBareServer(body: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bare-')), 'body.json');
  fs.writeFileSync(file, body);
  const { child, line } = firstLine('bare-server.mjs', [file]);
  const port = Number(await line);
  return {
    address: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/**
 * The bare reference for uploads (a Node server that streams a body to disk through SHA-256 and
 * fsyncs it) in a process of its own, writing into `folder`; answers its address and a stop.
 */
export async function startBareUploadServer(folder: string) {
  const { child, line } = firstLine('bare-upload-server.mjs', [folder]);
  const port = Number(await line);
  return { address: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
