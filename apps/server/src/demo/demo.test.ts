import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_GUIDE_SETTINGS,
  type Document,
  type Guide,
  type MachineListItem,
  type PartDiagram,
  type SoftwareItem,
} from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from '../../test/helpers';
import { readAll } from '../../test/upload-helpers';
import { DOCUMENTS, ENGINEER_PASSWORD, ENGINEERS, GUIDES, MACHINES, SOFTWARE } from './catalogue';
import { loadDemo } from './loader';

let t: TestContext, admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAdmin());
});
afterAll(() => t.close());

const get = <T>(url: string) =>
  t.app.inject({ url, headers: { cookie: admin.cookie } }).then((r) => r.json<T>());

describe('npm run demo', () => {
  it('loads a living catalogue through the services, and adds nothing the second time', async () => {
    const first = await loadDemo(t.services, t.database.db, admin.email);
    expect(first.skipped).toEqual([]);

    const machines = await get<{ items: MachineListItem[] }>('/api/v1/machines');
    expect(machines.items).toHaveLength(MACHINES.length);
    const a600 = machines.items.find((m) => m.id === 'franke_a600')!;
    expect(a600.counts).toMatchObject({
      troubleshootingGuides: 1,
      partDiagrams: 1,
      documents: 3,
      software: 1,
    });
    expect(a600.counts.specifications).toBeGreaterThan(3);

    const guides = await get<{ items: Guide[] }>('/api/v1/machines/franke_a600/guides');
    expect(guides.items[0]?.steps.length).toBeGreaterThanOrEqual(3);

    const [diagram] = (
      await get<{ items: PartDiagram[] }>('/api/v1/machines/franke_a600/part-diagrams')
    ).items;
    expect(diagram?.hotspots.length).toBe(diagram?.parts.length);
    const image = await t.app.inject({
      url: `/api/v1/images/${diagram!.imagePath!.split('/').pop()}`,
      headers: { cookie: admin.cookie },
    });
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const documents = await get<{ items: { id: string; currentVersion: number }[]; total: number }>(
      '/api/v1/documents?pageSize=100',
    );
    expect(documents.total).toBe(DOCUMENTS.length);
    for (const { id } of documents.items) {
      const { document } = await get<{ document: Document }>(`/api/v1/documents/${id}`);
      const bytes = await readAll(await t.storage.get(document.filePath));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(crypto.createHash('sha256').update(bytes).digest('hex').toUpperCase()).toBe(
        document.sha256FileHash.toUpperCase(),
      );
    }
    expect(documents.items.some((d) => d.currentVersion === 2)).toBe(true);

    const software = await get<{ items: { id: string }[] }>('/api/v1/software?pageSize=100');
    expect(software.items).toHaveLength(SOFTWARE.length);
    for (const { id } of software.items) {
      const { software: item } = await get<{ software: SoftwareItem }>(`/api/v1/software/${id}`);
      const bytes = await readAll(await t.storage.get(item.filePath));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    }

    const engineer = ENGINEERS.find((e) => e.active)!;
    expect((await t.signIn(engineer.email, ENGINEER_PASSWORD)).statusCode).toBe(200);
    const inactive = ENGINEERS.find((e) => !e.active)!;
    expect((await t.signIn(inactive.email, ENGINEER_PASSWORD)).statusCode).toBe(403);

    const second = await loadDemo(t.services, t.database.db, admin.email);
    expect(second.created).toEqual([]);
    expect(second.skipped).toHaveLength(first.created.length);
  }, 120_000);
});

describe('the demo catalogue and the README', () => {
  it('use only the guide categories and severities of the default guide settings', () => {
    for (const guide of GUIDES) {
      expect(DEFAULT_GUIDE_SETTINGS.categories, guide.title).toContain(guide.category);
      expect(DEFAULT_GUIDE_SETTINGS.severities, guide.title).toContain(guide.severity);
    }
  });

  it('agree on how many machines, manufacturers and guides there are', () => {
    const readme = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../README.md'),
      'utf8',
    );
    const manufacturers = new Set(MACHINES.map((m) => m.manufacturer)).size;
    const words = [
      'zero',
      'one',
      'two',
      'three',
      'four',
      'five',
      'six',
      'seven',
      'eight',
      'nine',
      'ten',
    ];
    expect(readme).toContain(
      `${words[MACHINES.length]} machines of ${words[manufacturers]} manufacturers`,
    );
    expect(readme).toContain(`${words[GUIDES.length]} troubleshooting guides`);
  });
});
