import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, createTestContext, type TestContext, type TestUser } from './helpers';
import { publishUpload } from './upload-helpers';

// Issue #19 item 4: JSON and text go out compressed; stored files and ranges never are.
let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
  // Enough documents that the first page is well over the 1 KiB threshold.
  for (let i = 0; i < 8; i++) {
    const bytes = Buffer.from(`${'plain words that compress well '.repeat(200)}${i}\n`);
    const published = await publishUpload(
      t,
      admin,
      '/api/v1/documents',
      { bytes, kind: 'document', filename: `notes-${i}.txt` },
      { category: 'Service', title: `Notes ${i}` },
    );
    expect(published.statusCode, published.body).toBe(201);
  }
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie, ...headers } });

describe('compression', () => {
  it('sends a list as brotli or gzip to a client that takes it, and plain to one that does not', async () => {
    const plain = await get('/api/v1/documents');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/v1/documents', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/v1/documents', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer alone', async () => {
    const session = await get('/api/v1/auth/session', { 'accept-encoding': 'br' });
    expect(session.rawPayload.length).toBeLessThan(1024);
    expect(session.headers['content-encoding']).toBeUndefined();
  });

  it('sends a stored file as stored, whole or ranged, with its length', async () => {
    const list = (await get('/api/v1/documents')).json<{ items: { id: string }[] }>();
    const url = `/api/v1/documents/${list.items[0]!.id}/file`;
    const whole = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^text\/plain/);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    expect(whole.rawPayload.toString()).toMatch(/^plain words/);

    const ranged = await get(url, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-encoding']).toBeUndefined();
    expect(ranged.rawPayload.length).toBe(100);
  });

  it('does not inflate a compressed request body', async () => {
    // A valid body, gzipped: were it inflated, the machine would be added.
    const body = zlib.gzipSync(JSON.stringify({ manufacturer: 'Zipped', model: 'Bomb' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/machines',
      headers: {
        cookie: admin.cookie,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    const machines = (await get('/api/v1/machines')).body;
    expect(machines).not.toContain('Zipped');
  });
});

describe('the built apps', () => {
  it('sends the build’s own .br and .gz of a script as they are', async () => {
    const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-portal-'));
    fs.mkdirSync(path.join(portalDir, 'assets'));
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Toolbox</title>');
    const script = 'console.log("the script");\n'.repeat(100);
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js'), script);
    // Marked apart from the script, to show which file went out.
    const built = `${script}// precompressed at build\n`;
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js.br'), zlib.brotliCompressSync(built));
    fs.writeFileSync(path.join(portalDir, 'assets', 'app.js.gz'), zlib.gzipSync(built));
    const app = await createTestContext({ PORTAL_DIR: portalDir });
    try {
      const br = await app.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(built);
      const gz = await app.app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(built);
      const plain = await app.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
      fs.rmSync(portalDir, { recursive: true, force: true });
    }
  });

  it('sends the toolbox’s worker with its scope header, compressed or not', async () => {
    const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-portal-'));
    const toolboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-toolbox-'));
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(toolboxDir, 'index.html'), '<!doctype html><title>Toolbox</title>');
    const worker = 'self.addEventListener("fetch", () => {});\n'.repeat(60);
    fs.writeFileSync(path.join(toolboxDir, 'sw.js'), worker);
    fs.writeFileSync(path.join(toolboxDir, 'sw.js.br'), zlib.brotliCompressSync(worker));
    fs.writeFileSync(path.join(toolboxDir, 'sw.js.gz'), zlib.gzipSync(worker));
    const app = await createTestContext({ PORTAL_DIR: portalDir, TOOLBOX_DIR: toolboxDir });
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await app.app.inject({
          method: 'GET',
          url: '/toolbox/sw.js',
          headers: { 'accept-encoding': encoding },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['service-worker-allowed'], encoding).toBe('/toolbox');
      }
    } finally {
      await app.close();
      fs.rmSync(portalDir, { recursive: true, force: true });
      fs.rmSync(toolboxDir, { recursive: true, force: true });
    }
  });
});
