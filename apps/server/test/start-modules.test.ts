import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer } from './spawn-server';
import { withMigratedDatabase } from './data-folders';

// What a server on PGlite and disk storage loads at start: not the code of what it is not
// configured for (PostgreSQL's driver and job queue, a bucket's hashing) nor of what only some
// requests need (a backup's archive, a push), nor Fastify's JSON Schema compilers, which no
// route uses: every schema is zod's.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-start-modules-'));
const record = path.resolve(import.meta.dirname, 'fixtures/record-packages.mjs');
let server: ChildProcess | undefined;
afterAll(async () => {
  // The server writes to its data folder until it has shut down.
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill();
    await exited;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('packages loaded at start', () => {
  it('leaves out what the embedded default does not use', async () => {
    const file = path.join(tmp, 'packages.txt');
    server = await spawnServer(
      {
        PORT: String(await freePort()),
        DATA_DIR: withMigratedDatabase(path.join(tmp, 'data')),
        ADMIN_PASSWORD: 'start-modules-password',
        RECORD_PACKAGES_FILE: file,
      },
      { nodeArgs: ['--import', record] },
    );
    const loaded = new Set(fs.readFileSync(file, 'utf8').split('\n'));
    expect(loaded).toContain('fastify');
    for (const name of [
      'pg',
      'pg-boss',
      'tar-stream',
      'web-push',
      'hash-wasm',
      'better-auth',
      '@fastify/ajv-compiler',
      '@fastify/fast-json-stringify-compiler',
    ]) {
      expect(loaded, name).not.toContain(name);
    }
  }, 120_000);
});
