import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlSocketPath } from '../src/backup/control-socket';
import { runBackup, runRestore } from '../src/cli/backup';
import { freePort, signInCookie, spawnServer } from './spawn-server';
import { withMigratedDatabase } from './data-folders';

// Issue #21 item 6 on the embedded database: `npm run backup` while the server runs (it asks the
// server, which alone holds PGlite), then `npm run restore` into an empty data folder, and a
// server started on it signs the administrator in and serves what was written before.

const ADMIN = { email: 'backup@toolbox.test', password: 'Backup-password-1' };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-backup-cli-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function start(dataDir: string) {
  const port = await freePort();
  const child = await spawnServer({
    PORT: String(port),
    DATA_DIR: withMigratedDatabase(dataDir),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORTAL_DIR: path.join(tmp, 'no-portal'),
    WRITE_LIMIT_PER_USER: '100000',
    WRITE_LIMIT_PER_ADDRESS: '100000',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  return { child, base, cookie: await signInCookie(base, ADMIN) };
}

const addMachine = (server: { base: string; cookie: string }, model: string) =>
  fetch(`${server.base}/api/v1/machines`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ manufacturer: 'Backup', model }),
  });

describe.skipIf(process.env.TEST_DATABASE_URL)('npm run backup and restore on PGlite', () => {
  it('backs up a running server during writes and restores into an empty data folder', async () => {
    const source = await start(path.join(tmp, 'source'));
    const before: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await addMachine(source, `Before ${i}`);
      expect(created.status).toBe(201);
      before.push(((await created.json()) as { machine: { id: string } }).machine.id);
    }
    let stop = false;
    const burst = (async () => {
      for (let i = 0; !stop; i += 1) await addMachine(source, `During ${i}`);
    })();
    const archive = path.join(tmp, 'backup.tar');
    const lines: string[] = [];
    const code = await runBackup([archive], { DATA_DIR: path.join(tmp, 'source') }, (line) =>
      lines.push(line),
    );
    stop = true;
    await burst;
    expect(code, lines.join('\n')).toBe(0);
    expect(lines.join('\n')).toMatch(/by the running server: .*every hash checked\./);
    source.child.kill('SIGTERM');

    const restoredDir = path.join(tmp, 'restored');
    const restored = await runRestore([archive], { DATA_DIR: restoredDir }, (line) =>
      lines.push(line),
    );
    expect(restored, lines.join('\n')).toBe(0);
    expect(lines.at(-1)).toMatch(/^Restored .*every hash checked\.$/);

    const copy = await start(restoredDir);
    for (const id of before) {
      const read = await fetch(`${copy.base}/api/v1/machines/${encodeURIComponent(id)}`, {
        headers: { cookie: copy.cookie },
      });
      expect(read.status, id).toBe(200);
    }
  }, 120_000);

  it('keeps the server running when the command goes away mid-backup', async () => {
    const dataDir = path.join(tmp, 'abandoned');
    const server = await start(dataDir);
    for (let i = 0; i < 3; i += 1) expect((await addMachine(server, `Kept ${i}`)).status).toBe(201);
    // The command asks, reads the first bytes, and is gone (Ctrl-C).
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(controlSocketPath(dataDir));
      socket.once('connect', () => socket.write('backup\n'));
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    // And a backup asked for next is whole.
    const lines: string[] = [];
    const archive = path.join(tmp, 'after-abandoned.tar');
    expect(await runBackup([archive], { DATA_DIR: dataDir }, (line) => lines.push(line))).toBe(0);
    server.child.kill('SIGTERM');
  }, 60_000);

  it('refuses to restore into a data folder that has an installation', async () => {
    const lines: string[] = [];
    const code = await runRestore(
      [path.join(tmp, 'backup.tar')],
      { DATA_DIR: path.join(tmp, 'source') },
      (line) => lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/not empty/);
  });

  it('says how to use it', async () => {
    const lines: string[] = [];
    expect(await runBackup([], {}, (line) => lines.push(line))).toBe(2);
    expect(lines).toEqual(['Usage: npm run backup -- <file.tar>']);
  });
});
