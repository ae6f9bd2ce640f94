import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  messages,
  softwareNotification,
  type NotificationHistoryPage,
  type SendNotificationResult,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { startLocalS3, type LocalS3 } from './local-s3';
import { startPushService } from './push-service';
import { freePort, signInCookie, spawnServer } from './spawn-server';
import { pdfBytes, sha256Of, tusMetadata } from './upload-helpers';

// Issue #21 items 1 and 2: with PostgreSQL and a bucket, two replicas with nothing sticky between
// them take the PATCHes of one upload in turn (and a request waiting for an upload's lock on one
// ends the stalled PATCH holding it on the other), and every limit and session holds whichever
// replica a request reaches.

const ADMIN = { email: 'replicas@toolbox.test', password: 'Replica-password-1' };
const MB = 1024 * 1024;

describe.runIf(process.env.TEST_DATABASE_URL)('two replicas', () => {
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  let s3: LocalS3;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let replicas: { base: string; port: number; cookie: string }[];

  beforeAll(async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-replica-uploads-'));
    cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
    s3 = await startLocalS3(path.join(tmp, 's3'));
    cleanups.push(() => s3.close());
    push = await startPushService();
    cleanups.push(() => push.close());
    const { url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
    cleanups.push(drop);
    const shared = {
      DATABASE_URL: url,
      STORAGE_URL: s3.url('replicas'),
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DOCUMENT_MAX_BYTES: String(64 * MB),
      // Each test's requests come from an address of their own (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: '127.0.0.1',
      PUSH_ALLOW_PRIVATE_HOSTS: 'true',
    };
    replicas = [];
    for (const name of ['a', 'b']) {
      const dataDir = path.join(tmp, name);
      const port = await freePort();
      children.push(
        await spawnServer({
          ...shared,
          PORT: String(port),
          DATA_DIR: dataDir,
          PORTAL_DIR: path.join(dataDir, 'no-portal'),
        }),
      );
      replicas.push({ base: `http://127.0.0.1:${port}`, port, cookie: '' });
    }
    // One session, made on one replica, used on both.
    const cookie = await signInCookie(replicas[0]!.base, ADMIN);
    for (const replica of replicas) replica.cookie = cookie;
  });
  afterAll(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const tus = (cookie: string) => ({ cookie, 'tus-resumable': '1.0.0' });

  async function create(bytes: Buffer, filename: string) {
    const [a] = replicas;
    const created = await fetch(`${a!.base}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...tus(a!.cookie),
        'upload-length': String(bytes.length),
        'upload-metadata': tusMetadata({ kind: 'document', filename, sha256: sha256Of(bytes) }),
      },
    });
    expect(created.status).toBe(201);
    return new URL(created.headers.get('location')!, a!.base).pathname;
  }

  const patch = (
    replica: (typeof replicas)[number],
    location: string,
    offset: number,
    body: Buffer,
  ) =>
    fetch(`${replica.base}${location}`, {
      method: 'PATCH',
      headers: {
        ...tus(replica.cookie),
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body,
    });

  const head = async (replica: (typeof replicas)[number], location: string) => {
    const answer = await fetch(`${replica.base}${location}`, {
      method: 'HEAD',
      headers: tus(replica.cookie),
    });
    expect(answer.status).toBe(200);
    return Number(answer.headers.get('upload-offset'));
  };

  async function publishAndFetch(replica: (typeof replicas)[number], location: string) {
    const published = await fetch(`${replica.base}/api/v1/documents`, {
      method: 'POST',
      headers: { cookie: replica.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ uploadId: location.split('/').pop(), category: 'Service' }),
    });
    expect(published.status, await published.clone().text()).toBe(201);
    const { document } = (await published.json()) as { document: { id: string } };
    // Read back through the other replica.
    const other = replicas.find((r) => r !== replica)!;
    const file = await fetch(`${other.base}/api/v1/documents/${document.id}/file`, {
      headers: { cookie: other.cookie },
    });
    expect(file.status).toBe(200);
    return Buffer.from(await file.arrayBuffer());
  }

  it('takes a 20 MB upload whose PATCHes alternate between the replicas', async () => {
    const bytes = pdfBytes(20 * MB);
    const location = await create(bytes, 'alternating.pdf');
    // Chunks of 3 MiB: each replica in turn, each asked where the upload stands first.
    let offset = 0;
    for (let turn = 0; offset < bytes.length; turn += 1) {
      const replica = replicas[turn % 2]!;
      expect(await head(replica, location)).toBe(offset);
      const end = Math.min(offset + 3 * MB, bytes.length);
      const sent = await patch(replica, location, offset, bytes.subarray(offset, end));
      expect(sent.status).toBe(204);
      offset = Number(sent.headers.get('upload-offset'));
      expect(offset).toBe(end);
    }
    const file = await publishAndFetch(replicas[1]!, location);
    expect(sha256Of(file)).toBe(sha256Of(bytes));
  });

  it('ends a stalled PATCH on one replica when the client resumes on the other', async () => {
    const bytes = pdfBytes(12 * MB);
    const location = await create(bytes, 'resumed.pdf');
    const [a, b] = replicas;
    // A PATCH to replica A that sends 9 MiB and then nothing more, as over a dead connection.
    const stalled = http.request({
      host: '127.0.0.1',
      port: a!.port,
      path: location,
      method: 'PATCH',
      headers: {
        ...tus(a!.cookie),
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes.length),
      },
    });
    stalled.on('error', () => undefined);
    stalled.write(bytes.subarray(0, 9 * MB));
    // Wait until A has sent the first part on (the offset is only moved on at the PATCH's end).
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // The client gives up on A and asks B where the upload stands: B asks A to let go.
    const started = Date.now();
    const offset = await head(b!, location);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(offset).toBe(9 * MB);
    stalled.destroy();

    const rest = await patch(b!, location, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    const file = await publishAndFetch(a!, location);
    expect(sha256Of(file)).toBe(sha256Of(bytes));
  });

  /** A fresh client address, as the proxy in front would name it. */
  const address = () =>
    `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;

  it('counts one rate limit for both replicas', async () => {
    // Unknown API paths allow 120 requests a minute from one address.
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      const answer = await fetch(`${replicas[i % 2]!.base}/api/v1/no-such-thing-${i}`, {
        headers: { 'x-forwarded-for': from },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('refuses on one replica a session signed out on the other', async () => {
    const [a, b] = replicas;
    const cookie = await signInCookie(a!.base, ADMIN);
    const session = (replica: (typeof replicas)[number]) =>
      fetch(`${replica.base}/api/v1/auth/session`, { headers: { cookie } });
    expect((await session(b!)).status).toBe(200);
    const out = await fetch(`${a!.base}/api/v1/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(out.status).toBeLessThan(300);
    expect((await session(b!)).status).toBe(401);
  });

  it('locks an account out whichever replica takes the failed attempts', async () => {
    const signIn = (replica: (typeof replicas)[number], password: string) =>
      fetch(`${replica.base}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
        body: JSON.stringify({ email: ADMIN.email, password, rememberMe: false }),
      });
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(replicas[i % 2]!, 'Wrong-password-1')).status).toBe(401);
    }
    // The eleventh attempt, with the right password, from a browser new to the account.
    for (const replica of replicas) {
      const locked = await signIn(replica, ADMIN.password);
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { message: string }).message).toBe(
        messages.login.tooManyAttempts,
      );
    }
  });

  it('delivers a broadcast sent through one replica from the queue both take jobs from', async () => {
    const [a, b] = replicas;
    const device = push.device('replicas');
    const subscribed = await fetch(`${a!.base}/api/v1/push/subscription`, {
      method: 'POST',
      headers: { cookie: a!.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        subscription: device.subscription,
        deviceInfo: { platform: 'Linux', userAgent: 'Test/1.0' },
      }),
    });
    expect(subscribed.status).toBeLessThan(300);
    const sent = await fetch(`${b!.base}/api/v1/functions/sendNotificationToAllUsers`, {
      method: 'POST',
      headers: { cookie: b!.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        data: softwareNotification({ name: 'Tool', softwareId: 's-2', version: '2' }),
      }),
    });
    expect(sent.status).toBe(200);
    const { result } = (await sent.json()) as { result: SendNotificationResult };
    expect(result.finished).toBe(false);
    // The history, read through the other replica, has the count once a worker delivered it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const history = await fetch(`${a!.base}/api/v1/notifications`, {
        headers: { cookie: a!.cookie },
      });
      const page = (await history.json()) as NotificationHistoryPage;
      const entry = page.items.find((item) => item.id === result.notificationId);
      if (entry?.finishedAt) {
        expect(entry).toMatchObject({ delivered: 1, failed: 0, removed: 0 });
        break;
      }
      if (Date.now() > deadline) throw new Error('the broadcast was not delivered');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(push.received.filter((p) => p.path === '/push/replicas')).toHaveLength(1);
  });
});
