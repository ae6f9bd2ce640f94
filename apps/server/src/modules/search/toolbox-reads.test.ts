import { randomUUID } from 'node:crypto';
import {
  ACTIVITY_MAX_AGE_MS,
  AUDIT_ACTIONS_LIST,
  messages,
  type ActivityList,
  type Guide,
  type SearchResult,
  type WhatsNew,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod, TestContext, TestUser } from '../../../test/helpers';
import { createTestAdmin, injectAs } from '../../../test/helpers';
import { pdfBytes, publishUpload, zipBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser;
let engineer: TestUser;
let otherEngineer: TestUser;
let manualId: string;
let guide: Guide;
let beforeUploads: string;

const call = (method: HttpMethod, url: string, user: TestUser, payload?: unknown) =>
  injectAs(t, user, method, url, payload);

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
  engineer = await t.createUser({ role: 'Engineer', displayName: 'Erin Field' });
  otherEngineer = await t.createUser({ role: 'Engineer' });
  await call('POST', '/api/v1/machines', admin, {
    manufacturer: "De'Longhi",
    model: 'Dinamica Plus',
  });
  await call('POST', '/api/v1/machines', admin, { manufacturer: 'Jura', model: 'Giga X8' });
  const saved = await call('POST', '/api/v1/troubleshooting/guides', admin, {
    machineId: 'delonghi_dinamicaplus',
    guide: {
      title: 'Grinder blocked',
      symptom: 'Grinder makes noise but no coffee',
      errorCodes: ['E-GR4'],
      steps: [{ text: 'Empty the bean hopper' }, { text: 'Clear the burr chamber' }],
    },
  });
  guide = saved.json<{ guide: Guide }>().guide;
  beforeUploads = new Date(Date.now() - 1000).toISOString();

  const created = await publishUpload(
    t,
    admin,
    '/api/v1/documents',
    { bytes: pdfBytes(2048), kind: 'document', filename: 'dinamica-service.pdf' },
    {
      title: 'Dinamica service manual',
      category: ['Service'],
      machineIds: ['delonghi_dinamicaplus'],
    },
  );
  manualId = created.json<{ document: { id: string } }>().document.id;
  const software = await publishUpload(
    t,
    admin,
    '/api/v1/software',
    { bytes: zipBytes(2048), kind: 'software', filename: 'fw.zip' },
    {
      name: 'Dinamica firmware',
      version: '2.10.4',
      category: 'Firmware',
      machineIds: ['delonghi_dinamicaplus'],
    },
  );
  expect(software.statusCode, software.body).toBe(201);
});
afterAll(() => t.close());

describe('GET /api/v1/search', () => {
  it('finds machines, documents, software and guides for any signed-in user', async () => {
    const byModel = (await call('GET', '/api/v1/search?q=dinamica', engineer)).json<SearchResult>();
    expect(byModel.machines.map((m) => m.id)).toEqual(['delonghi_dinamicaplus']);
    expect(byModel.documents.map((d) => d.title)).toEqual(['Dinamica service manual']);
    expect(byModel.software).toMatchObject([{ name: 'Dinamica firmware', version: '2.10.4' }]);

    const byErrorCode = (
      await call('GET', '/api/v1/search?q=E-GR4', engineer)
    ).json<SearchResult>();
    expect(byErrorCode.guides).toMatchObject([
      {
        id: guide.id,
        title: 'Grinder blocked',
        errorCodes: ['E-GR4'],
        machine: { model: 'Dinamica Plus' },
      },
    ]);
    const bySymptom = (
      await call('GET', '/api/v1/search?q=no%20coffee', engineer)
    ).json<SearchResult>();
    expect(bySymptom.guides.map((g) => g.id)).toEqual([guide.id]);

    const byCategory = (await call('GET', '/api/v1/search?q=servi', engineer)).json<SearchResult>();
    expect(byCategory.documents.map((d) => d.id)).toEqual([manualId]);
    const byVersion = (await call('GET', '/api/v1/search?q=2.10', engineer)).json<SearchResult>();
    expect(byVersion.software.map((s) => s.name)).toEqual(['Dinamica firmware']);
    const byManufacturerAndModel = (
      await call('GET', '/api/v1/search?q=jura%20giga', engineer)
    ).json<SearchResult>();
    expect(byManufacturerAndModel.machines.map((m) => m.id)).toEqual(['jura_gigax8']);
  });

  it('treats LIKE and tsquery syntax as text, and needs some text', async () => {
    const odd = await call('GET', '/api/v1/search?q=%25%27%3A*%7C%21', engineer);
    expect(odd.statusCode).toBe(200);
    expect(odd.json<SearchResult>()).toEqual({
      machines: [],
      documents: [],
      software: [],
      guides: [],
    });
    expect((await call('GET', '/api/v1/search?q=%20', engineer)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/search?q=x' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/whats-new', () => {
  it('lists what was added after the given time, and nothing before it', async () => {
    const fresh = (
      await call('GET', `/api/v1/whats-new?since=${encodeURIComponent(beforeUploads)}`, engineer)
    ).json<WhatsNew>();
    expect(fresh.documents.map((d) => d.id)).toEqual([manualId]);
    expect(fresh.software.map((s) => s.name)).toEqual(['Dinamica firmware']);

    const later = new Date(Date.now() + 1000).toISOString();
    expect(
      (await call('GET', `/api/v1/whats-new?since=${encodeURIComponent(later)}`, engineer)).json(),
    ).toEqual({ documents: [], software: [] });
    expect((await call('GET', '/api/v1/whats-new?since=yesterday', engineer)).statusCode).toBe(400);
  });
});

describe('document activity', () => {
  it('records a queued batch once, skips unknown documents and stale entries, and audits views', async () => {
    const viewedOffline = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    const batch = {
      entries: [
        { id: randomUUID(), documentId: manualId, kind: 'view', at: viewedOffline },
        { id: randomUUID(), documentId: manualId, kind: 'download', at: new Date().toISOString() },
        { id: randomUUID(), documentId: 'no-such-document', kind: 'view', at: viewedOffline },
        {
          id: randomUUID(),
          documentId: manualId,
          kind: 'view',
          at: new Date(Date.now() - ACTIVITY_MAX_AGE_MS - 60_000).toISOString(),
        },
      ],
    };
    const first = await call('POST', '/api/v1/activity', engineer, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: 2, duplicates: 0, skipped: 2 });
    // The device sends its queue again (the first answer was lost): nothing is recorded twice.
    expect((await call('POST', '/api/v1/activity', engineer, batch)).json()).toEqual({
      recorded: 0,
      duplicates: 2,
      skipped: 2,
    });

    const own = (await call('GET', '/api/v1/activity', engineer)).json<ActivityList>();
    expect(own.items).toMatchObject([
      { documentId: manualId, kind: 'download', userId: engineer.id },
      {
        documentId: manualId,
        kind: 'view',
        viewedAt: viewedOffline,
        document: { id: manualId, title: 'Dinamica service manual', category: ['Service'] },
        user: { displayName: 'Erin Field', email: engineer.email, role: 'Engineer' },
      },
    ]);

    const audit = (await call('GET', '/api/v1/audit?action=document.viewed', admin)).json<{
      items: { actorEmail: string; targetId: string; details: { viewedAt: string } }[];
    }>();
    expect(AUDIT_ACTIONS_LIST).toContain('document.viewed');
    expect(audit.items).toMatchObject([
      { actorEmail: engineer.email, targetId: manualId, details: { viewedAt: viewedOffline } },
    ]);
  });

  it('shows an engineer only their own entries, and an admin anyone’s or everyone’s', async () => {
    await call('POST', '/api/v1/activity', otherEngineer, {
      entries: [
        { id: randomUUID(), documentId: manualId, kind: 'view', at: new Date().toISOString() },
      ],
    });
    const asked = (
      await call('GET', `/api/v1/activity?userId=${otherEngineer.id}`, engineer)
    ).json<ActivityList>();
    expect(new Set(asked.items.map((item) => item.userId))).toEqual(new Set([engineer.id]));

    const forAdmin = (
      await call('GET', `/api/v1/activity?userId=${otherEngineer.id}`, admin)
    ).json<ActivityList>();
    expect(forAdmin.items.map((item) => item.userId)).toEqual([otherEngineer.id]);
    const everyone = (await call('GET', '/api/v1/activity?count=10', admin)).json<ActivityList>();
    expect(everyone.items).toHaveLength(3);
    expect(everyone.items[0]?.userId).toBe(otherEngineer.id);
    // docs/product.md#recent-activity: five entries unless asked for more.
    expect((await call('GET', '/api/v1/activity?count=51', admin)).statusCode).toBe(400);
  });

  it('refuses malformed entries', async () => {
    const bad = await call('POST', '/api/v1/activity', engineer, {
      entries: [{ id: 'not-a-uuid', documentId: manualId, kind: 'print', at: 'now' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('guide feedback', () => {
  it('keeps one answer per engineer per guide and sums them up for admins', async () => {
    const url = `/api/v1/machines/delonghi_dinamicaplus/guides/${guide.id}/feedback`;
    expect((await call('POST', url, engineer, { fixed: false })).statusCode).toBe(204);
    expect((await call('POST', url, engineer, { fixed: true })).statusCode).toBe(204);
    expect((await call('POST', url, otherEngineer, { fixed: false })).statusCode).toBe(204);

    const summary = await call(
      'GET',
      '/api/v1/machines/delonghi_dinamicaplus/guide-feedback',
      admin,
    );
    expect(summary.json()).toEqual({ items: [{ guideId: guide.id, fixed: 1, notFixed: 1 }] });
    expect(
      (await call('GET', '/api/v1/machines/delonghi_dinamicaplus/guide-feedback', engineer))
        .statusCode,
    ).toBe(403);
  });

  it('answers the product’s messages (docs/product.md#data-errors) for an unknown guide or machine', async () => {
    const noGuide = await call(
      'POST',
      '/api/v1/machines/delonghi_dinamicaplus/guides/guide_1/feedback',
      engineer,
      {
        fixed: true,
      },
    );
    expect(noGuide.statusCode).toBe(404);
    expect(noGuide.json()).toMatchObject({
      message: messages.machine.guideNotFoundForMachine('guide_1', 'delonghi_dinamicaplus'),
    });
    const noMachine = await call(
      'POST',
      '/api/v1/machines/nope/guides/guide_1/feedback',
      engineer,
      {
        fixed: true,
      },
    );
    expect(noMachine.json()).toMatchObject({ message: messages.machine.notFound });
  });

  it('follows the guide when the machine is renamed, and goes with it when it is deleted', async () => {
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/machines/delonghi_dinamicaplus',
      headers: { cookie: admin.cookie },
      payload: { model: 'Dinamica Plus 2' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const moved = await call(
      'GET',
      '/api/v1/machines/delonghi_dinamicaplus2/guide-feedback',
      admin,
    );
    expect(moved.json()).toEqual({ items: [{ guideId: guide.id, fixed: 1, notFixed: 1 }] });

    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/troubleshooting/guides?machineId=delonghi_dinamicaplus2&guideId=${guide.id}`,
      headers: { cookie: admin.cookie },
    });
    const gone = await call('GET', '/api/v1/machines/delonghi_dinamicaplus2/guide-feedback', admin);
    expect(gone.json()).toEqual({ items: [] });
  });
});
