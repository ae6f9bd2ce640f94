import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './spawn-server';
import { withMigratedDatabase } from './data-folders';

/**
 * LOG_FORMAT through the real server process: JSON lines for a log collector, one readable line
 * per request for a person. Standard output is a pipe here, so `pretty` comes without colour.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-log-format-'));
const servers: ChildProcess[] = [];

afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a server with `format`, asks it for the documents list, answers what it printed. */
async function logOf(format: 'json' | 'pretty'): Promise<string[]> {
  const port = await freePort();
  const server = await spawnServer({
    PORT: String(port),
    DATA_DIR: withMigratedDatabase(path.join(dataDir, format)),
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    ADMIN_PASSWORD: 'Admin-password-1',
    LOG_LEVEL: 'info',
    LOG_FORMAT: format,
  });
  servers.push(server);
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/documents?token=secret-in-query`);
  expect(response.status).toBe(401);
  // A second request answered means the first one's log line has been written.
  await fetch(`http://127.0.0.1:${port}/api/health`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.kill('SIGKILL');
  return output.split('\n').filter(Boolean);
}

describe('LOG_FORMAT', () => {
  it('json: every line is a JSON object, a request as Fastify logs it', async () => {
    const lines = await logOf('json');
    expect(lines.length).toBeGreaterThan(0);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const documents = entries.filter((entry) =>
      JSON.stringify(entry).includes('/api/v1/documents'),
    );
    expect(documents.map((entry) => entry.msg)).toEqual(['incoming request']);
    const id = documents[0]!.reqId;
    const completed = entries.find((e) => e.reqId === id && e.msg === 'request completed');
    expect(completed).toMatchObject({ res: { statusCode: 401 } });
    expect(lines.join('\n')).not.toContain('secret-in-query');
  }, 120_000);

  it('pretty: one line per request with time, level, method, path, status and time taken', async () => {
    const lines = await logOf('pretty');
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
    const documents = lines.filter((line) => line.includes('/api/v1/documents'));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/v1\/documents 401 [\d.]+ ms$/);
    expect(lines.join('\n')).not.toContain('secret-in-query');
    expect(lines.join('\n')).not.toContain('\x1b[');
  }, 120_000);
});
