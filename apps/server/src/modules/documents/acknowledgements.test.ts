import { AUDIT_ACTIONS, messages, type Document } from '@toolbox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAcknowledgements } from '../../db/schema';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, uploadBytes } from '../../../test/upload-helpers';

// docs/product.md#document-acknowledgements
let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function upload(url: string, body: Record<string, unknown>) {
  const uploadId = await uploadBytes(t, admin, pdfBytes(2000), {
    kind: 'document',
    filename: 'Must read.pdf',
  });
  const response = await call('POST', url, admin, { uploadId, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ document: Document }>().document;
}

const createDocument = () => upload('/api/v1/documents', { category: ['Safety'] });
const mine = (id: string, user: TestUser = engineer) =>
  call('GET', `/api/v1/documents/${id}/acknowledgement`, user);
const acknowledge = (id: string, user: TestUser = engineer) =>
  call('PUT', `/api/v1/documents/${id}/acknowledgement`, user);

describe('document acknowledgements', () => {
  it('records "I have read this" for the current version once, audited once', async () => {
    const doc = await createDocument();
    expect((await mine(doc.id)).json()).toEqual({ acknowledgement: null });

    const first = await acknowledge(doc.id);
    expect(first.statusCode, first.body).toBe(200);
    const given = first.json<{ acknowledgement: { acknowledgedAt: string } }>().acknowledgement;
    expect(given).toMatchObject({ documentId: doc.id, versionNumber: 1 });

    const again = await acknowledge(doc.id);
    expect(again.json()).toEqual({ acknowledgement: given });
    expect((await mine(doc.id)).json()).toEqual({ acknowledgement: given });
    expect((await mine(doc.id, admin)).json()).toEqual({ acknowledgement: null });

    const entries = await t.services.audit.list({
      action: AUDIT_ACTIONS.documentAcknowledged,
      targetId: doc.id,
    });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: engineer.id, details: { versionNumber: 1 } });
  });

  it('asks again for a new version and lists who read which version, newest first', async () => {
    const doc = await createDocument();
    await acknowledge(doc.id);
    await upload(`/api/v1/documents/${doc.id}/versions`, { changes: 'New torque values' });
    expect((await mine(doc.id)).json()).toEqual({ acknowledgement: null });
    expect((await acknowledge(doc.id)).json()).toMatchObject({
      acknowledgement: { versionNumber: 2 },
    });
    await acknowledge(doc.id, admin);

    const list = await call('GET', `/api/v1/documents/${doc.id}/acknowledgements`, admin);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<{ items: { versionNumber: number; user: { id: string } }[] }>();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(body.items.map((item) => [item.versionNumber, item.user.id])).toEqual([
      [2, admin.id],
      [2, engineer.id],
      [1, engineer.id],
    ]);
    const paged = await call(
      'GET',
      `/api/v1/documents/${doc.id}/acknowledgements?page=2&pageSize=2`,
      admin,
    );
    expect(paged.json()).toMatchObject({ total: 3, page: 2, items: [{ versionNumber: 1 }] });
  });

  it('answers 404 with the product’s message for an unknown document', async () => {
    for (const response of [
      await mine('no-such-document'),
      await acknowledge('no-such-document'),
      await call('GET', '/api/v1/documents/no-such-document/acknowledgements', admin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.document.notFound });
    }
  });

  it('needs a signed-in user, and only administrators read the list', async () => {
    const doc = await createDocument();
    expect(
      (await call('GET', `/api/v1/documents/${doc.id}/acknowledgement`, null)).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/api/v1/documents/${doc.id}/acknowledgement`, null)).statusCode,
    ).toBe(401);
    const list = await call('GET', `/api/v1/documents/${doc.id}/acknowledgements`, engineer);
    expect(list.statusCode).toBe(403);
  });

  it('goes with the document when it is deleted', async () => {
    const doc = await createDocument();
    await acknowledge(doc.id);
    expect((await call('DELETE', `/api/v1/documents/${doc.id}`, admin)).statusCode).toBe(204);
    const rows = await t.database.db
      .select()
      .from(documentAcknowledgements)
      .where(eq(documentAcknowledgements.documentId, doc.id));
    expect(rows).toEqual([]);
  });
});
