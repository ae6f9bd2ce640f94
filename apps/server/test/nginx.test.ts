import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@toolbox/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { startLocalS3, type LocalS3 } from './local-s3';
import { findNginx, nginxConfigFromGuide, startNginx } from './nginx';
import { freePort, spawnServer } from './spawn-server';
import { pdfBytes, sha256Of, tusMetadata } from './upload-helpers';

// Issue #21's acceptance: PostgreSQL, an S3 protocol server, two replicas and Debian's nginx with
// the configuration of docs/operations.md, round-robin with nothing sticky. Through the proxy an
// upload's PATCHes alternate between replicas, a session ended on one is refused by the other,
// the lockout holds whichever replica takes the attempts, and a replica stopped with SIGTERM in
// the middle of a burst of writes loses nothing it acknowledged.

const nginx = findNginx();
const ADMIN = { email: 'proxy@toolbox.test', password: 'Proxy-password-1' };
const MB = 1024 * 1024;

if (process.env.CI && process.env.TEST_DATABASE_URL && !nginx) {
  throw new Error('nginx is required in CI (.ci/run installs Debian’s nginx-light)');
}

describe.runIf(process.env.TEST_DATABASE_URL && nginx)('two replicas behind nginx', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  const replicas: { port: number; child: ChildProcess; log: string[] }[] = [];
  let proxy: string;
  let s3: LocalS3;
  let databaseUrl: string;

  beforeAll(async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-nginx-'));
    fs.chmodSync(tmp, 0o755);
    cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
    s3 = await startLocalS3(path.join(tmp, 's3'));
    cleanups.push(() => s3.close());
    const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(drop);
    databaseUrl = url;
    const shared = {
      DATABASE_URL: url,
      STORAGE_URL: s3.url('proxied'),
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DOCUMENT_MAX_BYTES: String(64 * MB),
      TRUST_PROXY: '127.0.0.1',
      WRITE_LIMIT_PER_USER: '100000',
      WRITE_LIMIT_PER_ADDRESS: '100000',
    };
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const dataDir = path.join(tmp, name);
      const child = await spawnServer({
        ...shared,
        PORT: String(port),
        DATA_DIR: dataDir,
        PORTAL_DIR: path.join(dataDir, 'no-portal'),
        LOG_LEVEL: 'warn',
      });
      const log: string[] = [];
      child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
      replicas.push({ port, child, log });
      cleanups.push(() => void child.kill('SIGKILL'));
    }
    const listen = await freePort();
    const started = await startNginx(
      nginx!,
      path.join(tmp, 'nginx'),
      nginxConfigFromGuide(listen, [replicas[0]!.port, replicas[1]!.port]),
    );
    cleanups.push(started.stop);
    proxy = started.base;
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** An address of its own for a client, as nginx passes it on in X-Forwarded-For. */
  const address = () =>
    `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;

  async function signIn(password = ADMIN.password, from = address()) {
    return fetch(`${proxy}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ email: ADMIN.email, password, rememberMe: false }),
    });
  }
  async function cookie(): Promise<string> {
    const answer = await signIn();
    expect(answer.status).toBe(200);
    return answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }
  const servedBy = (answer: Response) => answer.headers.get('x-served-by');

  it('takes a 20 MB upload whose PATCHes alternate between the replicas', async () => {
    const session = await cookie();
    const bytes = pdfBytes(20 * MB);
    const tus = { cookie: session, 'tus-resumable': '1.0.0' };
    const created = await fetch(`${proxy}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...tus,
        'upload-length': String(bytes.length),
        'upload-metadata': tusMetadata({
          kind: 'document',
          filename: 'proxied.pdf',
          sha256: sha256Of(bytes),
        }),
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, proxy).pathname;
    const served = new Set<string | null>();
    for (let offset = 0; offset < bytes.length;) {
      const end = Math.min(offset + 3 * MB, bytes.length);
      const sent = await fetch(`${proxy}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(offset, end),
      });
      expect(sent.status, await sent.clone().text()).toBe(204);
      served.add(servedBy(sent));
      offset = Number(sent.headers.get('upload-offset'));
    }
    expect(served.size).toBe(2);

    const published = await fetch(`${proxy}/api/v1/documents`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadId: location.split('/').pop(), category: 'Service' }),
    });
    expect(published.status).toBe(201);
    const { document } = (await published.json()) as { document: { id: string } };
    const file = await fetch(`${proxy}/api/v1/documents/${document.id}/file`, {
      headers: { cookie: session },
    });
    expect(sha256Of(Buffer.from(await file.arrayBuffer()))).toBe(sha256Of(bytes));
  });

  it('refuses on either replica a session signed out through the other', async () => {
    const session = await cookie();
    const out = await fetch(`${proxy}/api/v1/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBeLessThan(300);
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i += 1) {
      const answer = await fetch(`${proxy}/api/v1/auth/session`, { headers: { cookie: session } });
      expect(answer.status).toBe(401);
      served.add(servedBy(answer));
    }
    expect(served.size).toBe(2);
  });

  it('keeps the lockout whichever replica takes the failed attempts', async () => {
    const served = new Set<string | null>();
    for (let i = 0; i < 10; i += 1) {
      const failed = await signIn('Wrong-password-1');
      expect(failed.status).toBe(401);
      served.add(servedBy(failed));
    }
    expect(served.size).toBe(2);
    for (let i = 0; i < 2; i += 1) {
      const locked = await signIn();
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe(
        messages.login.tooManyAttempts,
      );
    }
    // Lifted for the next test, as an administrator's unlock would.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query('delete from sign_in_failures');
    await db.end();
  });

  it('loses nothing it acknowledged when a replica stops with SIGTERM mid-burst', async () => {
    const session = await cookie();
    const acknowledged: string[] = [];
    const refused: number[] = [];
    const write = async (i: number) => {
      const answer = await fetch(`${proxy}/api/v1/machines`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify({ manufacturer: 'Burst', model: `Model ${i}` }),
      });
      if (answer.status === 201) {
        acknowledged.push(((await answer.json()) as { machine: { id: string } }).machine.id);
      } else {
        refused.push(answer.status);
      }
    };
    const [first] = replicas;
    const exited = new Promise<number | null>((resolve) => first!.child.once('exit', resolve));
    let i = 0;
    // Four writers at once; the first replica is told to stop a third of the way in.
    const writers = Array.from({ length: 4 }, async () => {
      while (i < 240) {
        const n = (i += 1);
        if (n === 80) first!.child.kill('SIGTERM');
        await write(n);
      }
    });
    await Promise.all(writers);
    expect(await exited).toBe(0);
    // It let go of the proxy's kept-alive connections, instead of waiting out its grace period.
    expect(first!.log.join('')).not.toContain('still open after the shutdown grace period');
    // nginx passes a request the stopping replica refused on to the other.
    expect(refused).toEqual([]);
    expect(acknowledged).toHaveLength(240);
    for (const id of acknowledged) {
      const read = await fetch(`${proxy}/api/v1/machines/${encodeURIComponent(id)}`, {
        headers: { cookie: session },
      });
      expect(read.status, id).toBe(200);
    }
  });
});
