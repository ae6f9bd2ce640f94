import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { freePort, spawnServer } from './spawn-server';

// Issue #21 item 4: replicas started at the same moment on an empty PostgreSQL database all come
// up. Migrations already took turns under an advisory lock; seeding the administrator did not,
// and one replica exited on the duplicate insert.

const ROUNDS = 4;

describe.runIf(process.env.TEST_DATABASE_URL)('two replicas started together', () => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it(`on an empty database both start and one administrator is made, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(drop);
      const replica = async () => {
        const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-replica-'));
        cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
        const child = await spawnServer({
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          ADMIN_EMAIL: 'boss@example.com',
          ADMIN_PASSWORD: 'Replica-password-1',
        });
        children.push(child);
      };
      const started = await Promise.allSettled([replica(), replica()]);
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up')),
        `round ${round}`,
      ).toEqual(['up', 'up']);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: string }>(
        `select count(*) as n from users where lower(role) = 'admin'`,
      );
      await client.end();
      expect(Number(rows[0]!.n)).toBe(1);
      for (const child of children.splice(0)) child.kill('SIGKILL');
    }
  }, 240_000);
});
