import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/env';
import { generateVapidKeys } from '../src/lib/data-dir';
import { DiskStorage } from '../src/lib/storage/disk-storage';
import { createTestAdmin, testDatabaseKind, type TestContext, type TestUser } from './helpers';

let t: TestContext;

/** A store whose disk is gone: every call fails. */
function brokenStorage(): DiskStorage {
  const store = new DiskStorage('/nonexistent');
  store.check = () => Promise.reject(new Error('disk gone'));
  return store;
}
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());

describe('the app', () => {
  it('runs on the database this suite was started for', () => {
    expect(t.database.kind).toBe(testDatabaseKind);
  });

  it('reports health of database and storage', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('answers 503 fast when storage is unreachable', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const { app } = await buildApp({
      config,
      database: t.database,
      storage: brokenStorage(),
      sessionSecret: crypto.randomBytes(32).toString('hex'),
      vapidKeys: generateVapidKeys(),
    });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      database: 'ok',
      storage: 'unavailable',
    });
    await app.close();
  });

  it('answers 503 with a clear message when the database is gone', async () => {
    const { openDatabase } = await import('../src/db/client');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      migrationsDir: config.migrationsDir,
    });
    const { app } = await buildApp({
      config,
      database,
      storage: new DiskStorage(path.join(t.dataDir, 'files')),
      sessionSecret: crypto.randomBytes(32).toString('hex'),
      vapidKeys: generateVapidKeys(),
    });
    await database.close();
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'someone@example.com', password: 'whatever' },
    });
    expect(response.statusCode).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({
      code: 'unavailable',
      message: messages.request.unavailable,
      requestId: response.headers['x-request-id'],
    });
    // /api/health says which dependency is down (docs/product.md#sec-dependencies-down).
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      database: 'unavailable',
      storage: 'ok',
    });
    await app.close();
  });

  it('refuses malformed JSON with a 400 and a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid-argument' });
  });

  it('refuses bodies that are not JSON (no cross-site form posts)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        headers: { 'content-type': type },
        payload: 'email=a@b.co&password=x',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported-media-type' });
    }
  });

  it.each([
    [
      'POST',
      '/api/v1/users',
      { email: 'n@b.co', displayName: 'x\u0000y', role: 'Engineer', password: 'Abcdef-12345' },
    ],
    ['PATCH', '/api/v1/users/me', { team: 't\u0000' }],
    ['GET', '/api/v1/users?search=%00', undefined],
    ['GET', '/api/v1/audit?action=%00', undefined],
    ['POST', '/api/v1/machines', { manufacturer: 'a\u0000', model: 'b' }],
    ['POST', '/api/v1/auth/sign-in', { email: 'a\u0000@b.co', password: 'x' }],
    ['GET', '/api/v1/documents/%00', undefined],
    ['POST', '/api/v1/documents', { uploadId: 'x', category: ['a\u0000'] }],
  ] as const)(
    'refuses a NUL character anywhere with a 400, never a 500 (%s %s)',
    async (method, url, payload) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: admin.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid-argument' });
    },
  );

  it('refuses an oversized body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'not-found',
      message: 'Not found',
      requestId: expect.any(String) as string,
    });
  });

  it('guards a route whatever the path case or trailing slash', async () => {
    for (const url of [
      '/api/v1/dashboard',
      '/API/V1/DASHBOARD',
      '/api/v1/dashboard/',
      '/api//v1/dashboard',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/Api/V1/Dashboard/',
      headers: { cookie: admin.cookie },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('publishes an OpenAPI document of its routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/sign-in', '/api/v1/dashboard', '/api/health']),
    );
  });

  it('sets protective headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('serving the portal', () => {
  /** Writes `files` (relative path → content) under data-dir folders and builds an app on them. */
  async function appServing(
    dirs: { PORTAL_DIR: string; TOOLBOX_DIR?: string },
    files: Record<string, string>,
  ) {
    for (const [file, content] of Object.entries(files)) {
      const full = path.join(t.dataDir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, content);
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: t.dataDir,
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(
        Object.entries(dirs).map(([key, dir]) => [key, path.join(t.dataDir, dir)]),
      ),
    });
    const { app } = await buildApp({
      config,
      database: t.database,
      storage: new DiskStorage(path.join(t.dataDir, 'files')),
      sessionSecret: crypto.randomBytes(32).toString('hex'),
      vapidKeys: generateVapidKeys(),
    });
    return app;
  }

  it('serves index.html for the portal’s own routes, and assets as they are', async () => {
    const app = await appServing(
      { PORTAL_DIR: 'portal' },
      {
        'portal/index.html': '<!doctype html><title>Toolbox Admin</title>',
        'portal/assets/app-123.js': 'console.log(1)',
        'portal/.build-stamp.json': '{"files":"stamp-of-the-build"}',
      },
    );
    for (const url of ['/', '/dashboard', '/users/edit/42', '/login']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('Toolbox Admin');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const hidden = await app.inject({ method: 'GET', url: '/.build-stamp.json' });
    expect(hidden.body).not.toContain('stamp-of-the-build');
    const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    await app.close();
  });

  it('serves the engineer toolbox at /toolbox/, its worker uncached, its pages framing blob: only', async () => {
    const app = await appServing(
      { PORTAL_DIR: 'portal-2', TOOLBOX_DIR: 'toolbox' },
      {
        'portal-2/index.html': '<!doctype html><title>Toolbox Admin</title>',
        'toolbox/index.html': '<!doctype html><title>Toolbox</title>',
        'toolbox/sw.js': 'self.addEventListener("fetch", () => {})',
        'toolbox/assets/home-1.js': 'console.log(1)',
      },
    );
    for (const url of [
      '/toolbox/',
      '/toolbox',
      '/toolbox/machines/franke_a600',
      '/toolbox/login?x=1',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<title>Toolbox</title>');
      expect(String(page.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
    }
    const portal = await app.inject({ method: 'GET', url: '/documents/1' });
    expect(portal.body).toContain('Toolbox Admin');
    expect(String(portal.headers['content-security-policy'])).not.toContain('frame-src');
    const worker = await app.inject({ method: 'GET', url: '/toolbox/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/toolbox');
    const asset = await app.inject({ method: 'GET', url: '/toolbox/assets/home-1.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    await app.close();
  });
});
