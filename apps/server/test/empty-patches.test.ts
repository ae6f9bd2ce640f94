import { messages } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, injectAs, type TestContext, type TestUser } from './helpers';
import { publishUpload, zipBytes } from './upload-helpers';

/**
 * Issue #17 item 4: a PATCH with nothing to change answers 200 with the record unchanged — no
 * write, no new `updatedAt`, no audit entry (docs/product.md#patch-nothing). Where a field is
 * required (a display name, a push subscription), its field message answers 400. Every PATCH
 * route is listed here, so a new one must say which it is.
 */
let t: TestContext, admin: TestUser, engineer: TestUser;
const paths: Record<string, string> = {};

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  const machine = await injectAs(t, admin, 'POST', '/api/v1/machines', {
    manufacturer: 'Franke',
    model: 'Empty Patch',
  });
  const document = await publishUpload(
    t,
    admin,
    '/api/v1/documents',
    { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), kind: 'document', filename: 'a.pdf' },
    { category: 'Service' },
  );
  paths['/api/v1/machines/:id'] =
    `/api/v1/machines/${machine.json<{ machine: { id: string } }>().machine.id}`;
  paths['/api/v1/documents/:id'] =
    `/api/v1/documents/${document.json<{ document: { id: string } }>().document.id}`;
  paths['/api/v1/users/:id'] = `/api/v1/users/${engineer.id}`;
  const software = await publishUpload(
    t,
    admin,
    '/api/v1/software',
    { bytes: zipBytes(2000), kind: 'software', filename: 'p.zip' },
    { name: 'Firmware', category: 'Firmware', version: '1.0.0' },
  );
  paths['/api/v1/software/:id'] =
    `/api/v1/software/${software.json<{ software: { id: string } }>().software.id}`;
});
afterAll(() => t.close());

const UNCHANGED = [
  '/api/v1/users/:id',
  '/api/v1/machines/:id',
  '/api/v1/documents/:id',
  '/api/v1/software/:id',
];
const REQUIRED = {
  '/api/v1/auth/profile': 'displayName',
  '/api/v1/push/subscription': 'subscription',
};
/** tus appends bytes; its PATCH is never a change of fields. */
const NOT_FIELDS = ['/api/v1/uploads/:id'];

describe('a PATCH with nothing to change', () => {
  it('is one of the kinds above for every PATCH route', () => {
    const patches = t.app.routeAccess.filter((r) => r.method === 'PATCH').map((r) => r.url);
    expect(patches.sort()).toEqual([...UNCHANGED, ...Object.keys(REQUIRED), ...NOT_FIELDS].sort());
  });

  it.each(UNCHANGED)(
    '%s answers 200 with the record unchanged and audits nothing',
    async (route) => {
      const url = paths[route]!;
      const before = (await injectAs(t, admin, 'GET', url)).json<
        Record<string, { updatedAt: string }>
      >();
      const entries = await t.services.audit.list({});
      const response = await injectAs(t, admin, 'PATCH', url, {});
      expect(response.statusCode, response.body).toBe(200);
      const [key] = Object.keys(before);
      expect(response.json<Record<string, { updatedAt: string }>>()[key!]!.updatedAt).toBe(
        before[key!]!.updatedAt,
      );
      expect((await t.services.audit.list({})).length).toBe(entries.length);
    },
  );

  it.each(Object.entries(REQUIRED))(
    '%s answers 400 naming its required field',
    async (url, field) => {
      const response = await injectAs(t, engineer, 'PATCH', url, {});
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ details: object }>().details)).toEqual([field]);
    },
  );

  it('keeps the display name rule word for word', async () => {
    const response = await injectAs(t, engineer, 'PATCH', '/api/v1/auth/profile', {});
    expect(response.json<{ message: string }>().message).toBe(messages.user.displayNameRequired);
  });
});
