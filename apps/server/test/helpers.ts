import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { watchContract } from './openapi-contract';
import type { Services } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { App } from '../src/lib/fastify';
import { DiskStorage } from '../src/lib/storage/disk-storage';
import type { Storage } from '../src/lib/storage/storage';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository';
import { UsersRepository } from '../src/modules/users/users.repository';
import { buildAppOn, configIn } from './build-app';
import type { QueryListener } from '../src/db/query-logger';
import type { Metrics } from '../src/lib/metrics';

export type TestUser = { id: string; email: string; password: string; cookie: string };

export type TestContext = {
  app: App;
  services: Services;
  database: DatabaseHandle;
  storage: Storage;
  dataDir: string;
  /** Creates an account (role as given) and signs it in. */
  createUser(options?: {
    role?: string | null;
    email?: string;
    password?: string;
    displayName?: string;
  }): Promise<TestUser>;
  signIn(email: string, password: string, rememberMe?: boolean): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Which database the suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * The time a test gets when it creates an embedded database on disk (initdb, then every
 * migration), which can take most of the default 30 s on a busy 2-core machine.
 */
export const ON_DISK_TIMEOUT_MS = 180_000;

async function openTestDatabase(
  migrationsDir: string,
  onQuery?: QueryListener,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // Each starts as a copy of the run's migrated template (global-setup.ts).
  if (!adminUrl) {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      migrationsDir,
      template: fs.readFileSync(inject('pgliteTemplate')),
      ...(onQuery ? { onQuery } : {}),
    });
    return { database, drop: async () => {} };
  }
  // A database of its own for every test file: files run in parallel without sharing rows.
  const { url, drop } = await createPostgresDatabase(adminUrl, inject('postgresTemplate'));
  const database = await openDatabase({
    kind: 'postgres',
    url,
    migrationsDir,
    ...(onQuery ? { onQuery } : {}),
  });
  return { database, drop };
}

/**
 * A new PostgreSQL database on the server of `adminUrl`, empty or a copy of `template`: its URL,
 * and how to drop it.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `toolbox_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A real app on a real, empty database, as the server builds it at start. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    logLines?: string[];
    storage?: Storage;
    onQuery?: QueryListener;
    metrics?: Metrics;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-test-'));
  const config = configIn(dataDir, { NODE_ENV: 'test', ...env });
  const { database, drop } = await openTestDatabase(config.migrationsDir, options.onQuery);
  const storage = options.storage ?? new DiskStorage(path.join(dataDir, 'files'));
  const { app, services } = await buildAppOn(config, database, {
    storage,
    ...(options.metrics ? { metrics: options.metrics } : {}),
    // Every log line kept, for tests that prove secrets never reach the log.
    ...(options.logLines
      ? {
          logger: {
            level: 'trace',
            stream: { write: (line: string) => options.logLines!.push(line) },
          },
        }
      : {}),
  });
  // Every answer of every test is checked against the published OpenAPI document (decision 020).
  const disagreements = watchContract(app);
  await app.ready();

  const signIn = (email: string, password: string, rememberMe = false) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password, rememberMe },
    });

  let counter = 0;
  return {
    app,
    services,
    database,
    storage,
    dataDir,
    signIn,
    async createUser(options = {}) {
      counter += 1;
      const email =
        options.email ?? `user${counter}-${crypto.randomBytes(3).toString('hex')}@example.com`;
      const password = options.password ?? 'correct-horse-battery';
      const user = await services.users.createAccount(
        {
          email,
          password,
          displayName: options.displayName ?? `Test User ${counter}`,
          role: 'Engineer',
        },
        null,
      );
      if (options.role !== undefined) {
        await new UsersRepository(database.db).update(user.id, { role: options.role });
      }
      const response = await signIn(email, password);
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return { id: user.id, email, password, cookie: cookieFrom(response) };
    },
    async close() {
      await services.passwords.idle();
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (disagreements.length > 0) {
        const list = disagreements.join('\n');
        throw new Error(`Answers that disagree with the OpenAPI document:\n${list}`);
      }
    },
  };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `user`'s request to the app: `payload`, when given, as the JSON body. The shape most suites'
 * own `call` or `get` wraps with their default user.
 */
export function injectAs(
  t: TestContext,
  user: TestUser,
  method: HttpMethod,
  url: string,
  payload?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** Decodes a quoted-printable e-mail body enough to read links out of it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The e-mails in the outbox folder, oldest first, decoded. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/** The password-reset link in an e-mail. */
export function resetLinkIn(mail: string): URL {
  const match = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail);
  if (!match) throw new Error(`no reset link in:\n${mail}`);
  return new URL(match[0]);
}

/**
 * A test context with one administrator; `account` names it (its display name), the rest goes to
 * createTestContext.
 */
export async function createTestAdmin(
  account: { displayName?: string } = {},
  ...args: Parameters<typeof createTestContext>
) {
  const t = await createTestContext(...args);
  const admin = await t.createUser({ ...account, role: 'Admin' });
  return { t, admin };
}

/** A test context with one administrator and one engineer: where most suites start. */
export async function createTestTeam(...args: Parameters<typeof createTestContext>) {
  const { t, admin } = await createTestAdmin({}, ...args);
  const engineer = await t.createUser({ role: 'Engineer' });
  return { t, admin, engineer };
}

/**
 * The history entry of a broadcast once its queued pushes are all done (issue #21 item 3: the
 * send answers before they are). Fails after `timeoutMs`.
 */
export async function finishedNotification(
  t: TestContext,
  notificationId: string,
  timeoutMs = 20_000,
) {
  const history = new NotificationsRepository(t.database.db);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await history.get(notificationId);
    if (row?.finishedAt) return row;
    if (Date.now() > deadline) throw new Error(`notification ${notificationId} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
