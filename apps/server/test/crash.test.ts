import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Document } from '@toolbox/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signInCookie, spawnServer } from './spawn-server';
import { migratedDataDir } from './data-folders';

/**
 * Security promises 18–20 (docs/product.md#security): the real server process, killed with SIGKILL
 * in the middle of a burst of uploads and deletes, then started again on the same data folder
 * (PGlite and disk files). Afterwards every upload that got its 201 is there with its file, every
 * delete that got its 204 is gone, and no record points at a missing file.
 */
const dataDir = migratedDataDir('toolbox-crash-');
const ADMIN = { email: 'crash@toolbox.test', password: 'Crash-password-1' };
let server: ChildProcess | undefined;
/** On the PostgreSQL run, a database of its own; otherwise PGlite in the data folder. */
const adminUrl = process.env.TEST_DATABASE_URL;
const databaseName = `toolbox_crash_${crypto.randomBytes(6).toString('hex')}`;
let databaseUrl: string | undefined;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

beforeAll(async () => {
  if (!adminUrl) return;
  await admin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists ${databaseName} with (force)`);
});

function start(port: number): Promise<ChildProcess> {
  return spawnServer({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
  });
}

function client(port: number) {
  const base = `http://127.0.0.1:${port}`;
  let cookie = '';
  const call = (
    method: string,
    url: string,
    init: { body?: unknown; headers?: Record<string, string>; raw?: Buffer } = {},
  ) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    });
  return {
    call,
    async signIn() {
      cookie = await signInCookie(base, ADMIN);
    },
    /** tus upload in one piece, then publish; answers the document when the server said 201. */
    async createDocument(bytes: Buffer, name: string): Promise<Document | null> {
      const b64 = (v: string) => Buffer.from(v).toString('base64');
      const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
      const created = await call('POST', '/api/v1/uploads', {
        headers: {
          'tus-resumable': '1.0.0',
          'upload-length': String(bytes.length),
          'upload-metadata': `kind ${b64('document')},filename ${b64(name)},sha256 ${b64(sha256)}`,
        },
      });
      if (created.status !== 201) return null;
      const location = created.headers.get('location')!;
      const patched = await call('PATCH', location, {
        raw: bytes,
        headers: {
          'tus-resumable': '1.0.0',
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
      });
      if (patched.status !== 204) return null;
      const published = await call('POST', '/api/v1/documents', {
        body: { uploadId: location.split('/').pop(), category: ['Crash'], title: name },
      });
      if (published.status !== 201) return null;
      return ((await published.json()) as { document: Document }).document;
    },
  };
}

describe('kill -9 during a burst of uploads and deletes', () => {
  it('keeps every acknowledged write and never a record without its file', async () => {
    const port = await freePort();
    server = await start(port);
    const api = client(port);
    await api.signIn();

    const acknowledged = new Map<string, Buffer>();
    const deleted = new Set<string>();
    // A delete on its way when the server died may or may not have happened.
    const deleting = new Set<string>();
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const bytes = crypto.randomBytes(20_000 + ((n * 7919 + i * 104729) % 200_000));
        try {
          const doc = await api.createDocument(bytes, `crash-${n}-${i}.pdf`);
          if (doc) acknowledged.set(doc.id, bytes);
          // Every third round deletes an earlier document of this worker.
          const victim = [...acknowledged.keys()].find(
            (id) => !deleted.has(id) && !deleting.has(id),
          );
          if (i % 3 === 2 && victim) {
            deleting.add(victim);
            const response = await api.call('DELETE', `/api/v1/documents/${victim}`);
            if (response.status === 204) deleted.add(victim);
            deleting.delete(victim);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    // Let the burst run, then pull the plug in the middle of it.
    const deadline = Date.now() + 20_000;
    while (acknowledged.size < 12 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    server.kill('SIGKILL');
    stop = true;
    await Promise.all(workers);
    const killed = server;
    if (killed.exitCode === null && killed.signalCode === null) {
      await new Promise((resolve) => killed.once('exit', resolve));
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(12);

    // The same data folder, again: PGlite reopens, the stale lock is recognised.
    server = await start(port);
    await api.signIn();
    for (const [id, bytes] of acknowledged) {
      const response = await api.call('GET', `/api/v1/documents/${id}/file`);
      if (deleted.has(id)) {
        expect(response.status, `deleted ${id}`).toBe(404);
      } else if (deleting.has(id) && response.status === 404) {
        // Deleted just before the kill, without the answer reaching the client: fine.
      } else {
        expect(response.status, `acknowledged ${id}`).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
      }
    }
    // Every record there is (acknowledged or not) has its file.
    const list = await api.call('GET', '/api/v1/documents?pageSize=100');
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThan(0);
    for (const { id } of items) {
      const record = await api.call('GET', `/api/v1/documents/${id}`);
      const { document: doc } = (await record.json()) as { document: Document };
      expect(fs.existsSync(path.join(dataDir, 'files', doc.filePath)), doc.filePath).toBe(true);
    }
  }, 180_000);
});
