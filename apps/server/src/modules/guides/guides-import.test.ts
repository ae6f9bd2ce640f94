import {
  DEFAULT_GUIDE_SETTINGS,
  messages,
  type Guide,
  type GuideImportReport,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestTeam,
  injectAs,
  type HttpMethod,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { pdfBytes, publishUpload } from '../../../test/upload-helpers';

/**
 * Issue #17 item 8: a guide import holds each row to the guide settings and the documents, and a
 * deleted document leaves every guide's related documents.
 */
let t: TestContext, admin: TestUser;
let documentId: string;
const MACHINE = 'franke_importrules';

beforeAll(async () => {
  ({ t, admin } = await createTestTeam());
  await call('POST', '/api/v1/machines', { manufacturer: 'Franke', model: 'Import Rules' });
  const published = await publishUpload(
    t,
    admin,
    '/api/v1/documents',
    { bytes: pdfBytes(300), kind: 'document', filename: 'manual.pdf' },
    { category: 'Service' },
  );
  documentId = published.json<{ document: { id: string } }>().document.id;
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, payload?: unknown) =>
  injectAs(t, admin, method, url, payload);

const importJson = (guides: object[], dryRun = true) =>
  call('POST', `/api/v1/machines/${MACHINE}/guides/import`, {
    format: 'json',
    content: JSON.stringify(guides),
    dryRun,
  });

const [category] = DEFAULT_GUIDE_SETTINGS.categories;
const [severity] = DEFAULT_GUIDE_SETTINGS.severities;
const steps = [{ text: 'Switch it off' }];

describe('a guide import', () => {
  it('reports a category, severity or document the settings and documents do not have, and a guide without steps', async () => {
    const dry = await importJson([
      { title: 'Fine', category, severity, steps, relatedDocumentIds: [documentId] },
      { title: 'Odd category', category: 'Plumbing', steps },
      { title: 'Odd severity', severity: 'Apocalyptic', steps },
      { title: 'Ghost document', steps, relatedDocumentIds: ['doc_missing'] },
      { title: 'No steps' },
    ]);
    expect(dry.statusCode).toBe(200);
    const report = dry.json<GuideImportReport>();
    expect(report.rows.map((row) => row.errors)).toEqual([
      [],
      [{ field: 'category', message: messages.guide.importUnknownCategory('Plumbing') }],
      [{ field: 'severity', message: messages.guide.importUnknownSeverity('Apocalyptic') }],
      [
        {
          field: 'relatedDocumentIds',
          message: messages.guide.importUnknownDocument('doc_missing'),
        },
      ],
      [{ field: 'steps', message: messages.guide.importNoSteps }],
    ]);

    const refused = await importJson(
      [{ title: 'Odd category', category: 'Plumbing', steps }],
      false,
    );
    expect(refused.statusCode).toBe(400);
    const guides = await call('GET', `/api/v1/machines/${MACHINE}/guides`);
    expect(guides.json<{ items: Guide[] }>().items).toEqual([]);
  });
});

describe('deleting a document', () => {
  it('removes it from the related documents of every guide', async () => {
    const applied = await importJson(
      [{ title: 'Linked', category, steps, relatedDocumentIds: [documentId] }],
      false,
    );
    expect(applied.json<GuideImportReport>().applied).toBe(true);
    expect((await call('DELETE', `/api/v1/documents/${documentId}`)).statusCode).toBe(204);
    const guides = await call('GET', `/api/v1/machines/${MACHINE}/guides`);
    const [linked] = guides.json<{ items: Guide[] }>().items;
    expect(linked?.relatedDocumentIds).toEqual([]);
  });
});
