import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, injectAs, type TestContext, type TestUser } from './helpers';
import { createUpload, headUpload, patchUpload, pdfBytes, publishUpload } from './upload-helpers';

/**
 * The browser defences every answer carries (docs/product.md#sec-headers): pages, API answers,
 * the API's own documentation page and the tus upload endpoint, which answers outside Fastify's
 * reply and so outside its hooks.
 */
function expectSecurityHeaders(response: LightMyRequestResponse, https: boolean, what: string) {
  const h = response.headers;
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('same-origin');
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  const permissions = String(h['permissions-policy']);
  for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
    expect(permissions, what).toContain(denied);
  }
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(String(h['content-security-policy']), what).toContain("default-src 'self'");
  expect(String(h['content-security-policy']), what).toContain("frame-ancestors 'none'");
  expect(h['access-control-allow-origin'], what).toBeUndefined();
  if (https) {
    expect(String(h['strict-transport-security']), what).toMatch(/^max-age=\d{8,}/);
  } else {
    expect(h['strict-transport-security'], what).toBeUndefined();
  }
}

describe.each([
  { publicUrl: 'http://toolbox.example:8080', https: false },
  { publicUrl: 'https://toolbox.example', https: true },
])('security headers with PUBLIC_URL $publicUrl', ({ publicUrl, https }) => {
  let t: TestContext;
  let admin: TestUser;
  const portalDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-portal-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>Portal</title>');
    ({ t, admin } = await createTestAdmin({}, { PUBLIC_URL: publicUrl, PORTAL_DIR: portalDir }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(portalDir, { recursive: true, force: true });
  });

  it('are on a page and on an API answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.body).toContain('<title>Portal</title>');
    expectSecurityHeaders(page, https, 'page');
    // The toolbox's pages may use the camera (QR labels, issue #22); the portal's may not.
    const toolboxPage = await t.app.inject({ method: 'GET', url: '/toolbox/scan' });
    expect(String(toolboxPage.headers['permissions-policy'])).toContain('camera=(self)');
    expect(String(toolboxPage.headers['permissions-policy'])).not.toContain('camera=()');
    const api = await injectAs(t, admin, 'GET', '/api/v1/auth/session');
    expect(api.statusCode).toBe(200);
    expectSecurityHeaders(api, https, 'api');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(refused.statusCode).toBe(401);
    expectSecurityHeaders(refused, https, 'refused');
  });

  it('are on the API documentation page, like every other page', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    expectSecurityHeaders(docs, https, 'docs');
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expectSecurityHeaders(spec, https, 'docs/json');
  });

  it('are on every tus answer, which allows no other origin', async () => {
    const origin = { origin: new URL(publicUrl).origin };
    const bytes = Buffer.from('%PDF-1.4 a small document');
    const created = await createUpload(
      t,
      admin,
      bytes.length,
      { kind: 'document', filename: 'a.pdf' },
      origin,
    );
    expect(created.statusCode).toBe(201);
    expectSecurityHeaders(created, https, 'tus POST');
    const location = String(created.headers.location);
    const patched = await patchUpload(t, admin, location, 0, bytes);
    expect(patched.statusCode).toBe(204);
    expectSecurityHeaders(patched, https, 'tus PATCH');
    const head = await headUpload(t, admin, location);
    expect(head.statusCode).toBe(200);
    expectSecurityHeaders(head, https, 'tus HEAD');
    const refused = await createUpload(t, admin, 10, { kind: 'nonsense', filename: 'a' }, origin);
    expect(refused.statusCode).toBe(400);
    expectSecurityHeaders(refused, https, 'tus refusal');
  });

  it('leave a stored file its own policy and same-origin framing, adding the rest', async () => {
    const published = await publishUpload(
      t,
      admin,
      '/api/v1/documents',
      { bytes: pdfBytes(300), kind: 'document', filename: 'manual.pdf' },
      { category: 'Service' },
    );
    expect(published.statusCode, published.body).toBe(201);
    const { downloadURL } = published.json<{ document: { downloadURL: string } }>().document;
    const served = await injectAs(t, admin, 'GET', downloadURL);
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(String(served.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(served.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(served.headers['permissions-policy']).toContain('camera=()');
  });
});
