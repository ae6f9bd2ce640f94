import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, signInCookie, spawnServer } from './spawn-server';
import { migratedDataDir } from './data-folders';

// Issue #21 item 5: on SIGTERM a replica stops accepting, lets the requests and upload PATCHes in
// flight finish within a bound, ends live-event streams so browsers reconnect elsewhere, and
// exits 0.

const ADMIN = { email: 'term@toolbox.test', password: 'Term-password-1' };
const MB = 1024 * 1024;
const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

async function start(env: Record<string, string> = {}) {
  const dataDir = migratedDataDir('toolbox-term-');
  folders.push(dataDir);
  const port = await freePort();
  const child = await spawnServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    ...env,
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signInCookie(base, ADMIN);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  return { child, port, base, cookie, exited };
}

/** A tus upload of `length` bytes, created; answers its path. */
async function createUpload(base: string, cookie: string, length: number) {
  const b64 = (v: string) => Buffer.from(v).toString('base64');
  const created = await fetch(`${base}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': `kind ${b64('document')},filename ${b64('manual.pdf')},sha256 ${b64('0'.repeat(64))}`,
    },
  });
  expect(created.status).toBe(201);
  return new URL(created.headers.get('location')!, base).pathname;
}

/** A PATCH whose body the test writes piece by piece; answers its status when it ends. */
function slowPatch(port: number, cookie: string, location: string) {
  let answer!: (value: { status: number; offset: string | undefined }) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<{ status: number; offset: string | undefined }>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  const request = http.request(
    {
      host: '127.0.0.1',
      port,
      path: location,
      method: 'PATCH',
      headers: {
        cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    },
    (response) => {
      response.resume();
      response.on('end', () =>
        answer({
          status: response.statusCode!,
          offset: response.headers['upload-offset'] as string | undefined,
        }),
      );
    },
  );
  request.on('error', fail);
  return { request, done };
}

/** An open live-event stream; `ended` resolves when the server ends it. */
function openEvents(port: number, cookie: string) {
  return new Promise<{ ended: Promise<number> }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/events', headers: { cookie } },
      (response) => {
        expect(response.statusCode).toBe(200);
        response.resume();
        resolve({
          ended: new Promise((ended) => {
            response.on('end', () => ended(Date.now()));
            response.on('close', () => ended(Date.now()));
          }),
        });
      },
    );
    request.on('error', reject);
  });
}

/** A new TCP connection to `port` (never one kept alive); rejects when it is refused. */
function connect(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

describe('SIGTERM', () => {
  it('lets an upload in flight finish, ends live streams, refuses new work, and exits 0', async () => {
    const server = await start();
    const events = await openEvents(server.port, server.cookie);
    const location = await createUpload(server.base, server.cookie, 2 * MB);
    const patch = slowPatch(server.port, server.cookie, location);
    patch.request.write(crypto.randomBytes(MB));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const termAt = Date.now();
    server.child.kill('SIGTERM');
    // Live streams end at once, so browsers reconnect to another replica.
    expect((await events.ended) - termAt).toBeLessThan(2000);
    // No new connection is taken (the listener closes as the streams end, a moment apart).
    await expect
      .poll(
        () =>
          connect(server.port).then(
            () => 'taken',
            (e: Error) => e.message,
          ),
        {
          timeout: 2000,
          interval: 50,
        },
      )
      .toMatch(/ECONNREFUSED/);
    // The upload's second half still arrives and is acknowledged.
    patch.request.end(crypto.randomBytes(MB));
    expect(await patch.done).toEqual({ status: 204, offset: String(2 * MB) });
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  it('does not wait longer than SHUTDOWN_GRACE_SECONDS for a request that never ends', async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: '2' });
    const location = await createUpload(server.base, server.cookie, 2 * MB);
    const patch = slowPatch(server.port, server.cookie, location);
    patch.done.catch(() => undefined);
    patch.request.write(crypto.randomBytes(MB));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const termAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - termAt).toBeLessThan(6000);
    patch.request.destroy();
  }, 60_000);

  it('still answers a request on a kept-alive connection, and ends that connection', async () => {
    const server = await start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode!, connection: response.headers.connection }),
            );
          })
          .on('error', reject);
      });
    expect(await get()).toEqual({ status: 200, connection: 'keep-alive' });
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // A proxy's next request down its pooled connection: answered, not refused with a 503.
    expect(await get()).toEqual({ status: 200, connection: 'close' });
    expect((await server.exited).code).toBe(0);
    agent.destroy();
  }, 60_000);
});
