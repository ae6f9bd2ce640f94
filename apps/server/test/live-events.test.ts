import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { documentNotification, messages, type LiveNotificationEvent } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVapidKeys } from '../src/lib/data-dir';
import { createTestTeam, type TestContext, type TestUser } from './helpers';
import { freePort, signInCookie, spawnServer } from './spawn-server';

type StreamEvent = { id: string; event: string; data: LiveNotificationEvent };

/** An open GET /api/v1/events: waits for the next event, or times out (null when it ends). */
async function openStream(base: string, headers: Record<string, string>, query = '') {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/events${query}`, { headers, signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queued: StreamEvent[] = [];
  async function next(timeoutMs = 5000): Promise<StreamEvent | null> {
    const deadline = Date.now() + timeoutMs;
    while (queued.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) return null;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
      ]);
      if (chunk === null || chunk.done) return null;
      buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(': '))
            .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
        );
        if (fields.event) {
          queued.push({
            id: fields.id!,
            event: fields.event,
            data: JSON.parse(fields.data!) as LiveNotificationEvent,
          });
        }
      }
    }
    return queued.shift()!;
  }
  return { status: response.status, next, close: () => abort.abort() };
}

const payload = documentNotification({
  title: 'Descaling guide',
  documentId: 'doc-1',
  category: 'Maintenance',
});

describe('live events on one server', () => {
  let t: TestContext, admin: TestUser, engineer: TestUser;
  let base: string;

  beforeAll(async () => {
    ({ t, admin, engineer } = await createTestTeam());
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => t.close());

  const send = (user: TestUser, name: string, data: unknown) =>
    fetch(`${base}/api/v1/functions/${name}`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });

  it('brings a broadcast to every open app, and a test only to its sender', async () => {
    const stream = await openStream(base, { cookie: engineer.cookie });
    expect(stream.status).toBe(200);
    expect((await send(admin, 'sendTestNotification', null)).status).toBe(200);
    expect((await send(admin, 'sendNotificationToAllUsers', payload)).status).toBe(200);
    const event = await stream.next();
    expect(event?.data).toMatchObject({
      notification: payload.notification,
      data: payload.data,
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    stream.close();
  });

  it("tells a disabled user's open page at once, and ends its stream (issue #17 item 3)", async () => {
    const target = await t.createUser();
    const mine = await openStream(base, { cookie: target.cookie });
    const others = await openStream(base, { cookie: engineer.cookie });
    const disabled = await fetch(`${base}/api/v1/users/${target.id}/disabled`, {
      method: 'PUT',
      headers: { cookie: admin.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ disabled: true }),
    });
    expect(disabled.status).toBe(200);
    const event = await mine.next(2000);
    expect(event).toMatchObject({ event: 'signed-out', data: { reason: 'account-disabled' } });
    expect(await mine.next(2000)).toBeNull();
    expect(await others.next(500)).toBeNull();
    others.close();
  });

  it('refuses a 21st open stream of one account with 429 and Retry-After', async () => {
    const user = await t.createUser();
    const open = await Promise.all(
      Array.from({ length: 20 }, () => openStream(base, { cookie: user.cookie })),
    );
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await fetch(`${base}/api/v1/events`, { headers: { cookie: user.cookie } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      code: 'resource-exhausted',
      message: messages.request.tooManyStreams,
      requestId: expect.any(String) as string,
    });
    for (const stream of open) stream.close();
  });

  it('gives a reconnecting app what it missed after its last event', async () => {
    const first = await openStream(base, { cookie: engineer.cookie });
    await send(admin, 'sendNotificationToAllUsers', payload);
    const seen = await first.next();
    first.close();
    const missed = documentNotification({ title: 'Missed', documentId: 'doc-2', category: 'x' });
    await send(admin, 'sendNotificationToAllUsers', missed);

    const again = await openStream(base, { cookie: engineer.cookie, 'last-event-id': seen!.id });
    expect((await again.next())?.data.notification).toEqual(missed.notification);
    again.close();
  });

  it('gives a first connection what was sent since its page started, no further back than 2 minutes', async () => {
    const started = new Date().toISOString();
    const early = documentNotification({
      title: 'While connecting',
      documentId: 'doc-3',
      category: 'x',
    });
    await send(admin, 'sendNotificationToAllUsers', early);
    const stream = await openStream(
      base,
      { cookie: engineer.cookie },
      `?since=${encodeURIComponent(started)}`,
    );
    expect((await stream.next())?.data.notification).toEqual(early.notification);
    stream.close();

    // A device clock an hour behind asks from long ago: only the last 2 minutes are replayed.
    await t.database.db.execute(
      sql`update notifications set created_at = now() - interval '10 minutes' where data->>'documentId' = 'doc-3'`,
    );
    const lateClock = new Date(Date.now() - 60 * 60_000).toISOString();
    const skewed = await openStream(
      base,
      { cookie: engineer.cookie },
      `?since=${encodeURIComponent(lateClock)}`,
    );
    const replayed: string[] = [];
    for (let event = await skewed.next(1000); event; event = await skewed.next(1000))
      replayed.push(String(event.data.data.documentId));
    skewed.close();
    // The earlier tests' sends (seconds ago) come back; the one now 10 minutes old does not.
    expect(replayed).toContain('doc-1');
    expect(replayed).not.toContain('doc-3');
    expect((await openStream(base, { cookie: engineer.cookie }, '?since=yesterday')).status).toBe(
      400,
    );
  });

  it('refuses anonymous callers', async () => {
    expect((await openStream(base, {})).status).toBe(401);
  });
});

/**
 * Two server processes on one PostgreSQL (ARCHITECTURE.md: fan-out through LISTEN/NOTIFY): an
 * event raised on one reaches an SSE client of the other. Runs in the PostgreSQL pass of
 * `npm test`, which CI requires.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('live events across two server processes', () => {
  const databaseName = `toolbox_live_${crypto.randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const servers: ChildProcess[] = [];
  const ADMIN = { email: 'live@toolbox.test', password: 'Live-password-1' };

  async function database(query: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await database(`drop database if exists ${databaseName} with (force)`);
  });

  it('delivers an event raised on one server to a client of the other', async () => {
    await database(`create database ${databaseName}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${databaseName}`;
    const vapid = generateVapidKeys();
    // Replicas share the database, the session secret and the push keys.
    const shared = {
      DATABASE_URL: url.toString(),
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    const bases: string[] = [];
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-live-'));
      dirs.push(dir);
      const port = await freePort();
      servers.push(
        await spawnServer({
          ...shared,
          DATA_DIR: dir,
          PORT: String(port),
          PORTAL_DIR: path.join(dir, 'no-portal'),
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    const [one, two] = bases as [string, string];
    const cookie = await signInCookie(one, ADMIN);
    const stream = await openStream(two, { cookie });
    expect(stream.status).toBe(200);

    const response = await fetch(`${one}/api/v1/functions/sendNotificationToAllUsers`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ data: payload }),
    });
    expect(response.status).toBe(200);
    const event = await stream.next(10_000);
    expect(event?.data.notification).toEqual(payload.notification);
    stream.close();
  }, 120_000);
});
