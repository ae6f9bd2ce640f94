import {
  MachineListPageSchema,
  MachineManufacturersSchema,
  MachineNamesSchema,
  MAX_PAGE_SIZE,
  type Document,
} from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, uploadBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

const CATALOGUE = [
  ['Franke', 'A600', 'espresso'],
  ['franke', 'A300', null],
  ['Eversys', 'Cameo C2', 'bean-to-cup'],
  ["De'Longhi", 'Dinamica', null],
  ['Jura', 'Giga X8', 'bean-to-cup'],
] as const;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  for (const [manufacturer, model, category] of CATALOGUE) {
    const created = await get('/api/v1/machines', admin, 'POST', {
      manufacturer,
      model,
      ...(category ? { category } : {}),
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  await t.database.db.execute(
    sql`insert into troubleshooting_guides (id, machine_id, title, content)
        values ('guide_1', 'franke_a600', 'Guide', '{}'), ('guide_2', 'franke_a600', 'Guide', '{}')`,
  );
  const uploadId = await uploadBytes(t, admin, pdfBytes(300), {
    kind: 'document',
    filename: 'm.pdf',
  });
  const document = await get('/api/v1/documents', admin, 'POST', {
    uploadId,
    category: 'Manual',
    machineIds: ['franke_a600', 'jura_gigax8'],
  });
  expect(document.json<{ document: Document }>().document.machineIds).toHaveLength(2);
});
afterAll(() => t.close());

function get(url: string, user = engineer, method = 'GET', payload?: Record<string, unknown>) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });
}

async function page(query: string) {
  const response = await get(`/api/v1/machines${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return MachineListPageSchema.parse(response.json());
}

describe('the machine catalogue in pages (issue #19 item 9)', () => {
  it('pages by manufacturer, then model, whatever the case, with the total and each page’s counts', async () => {
    const first = await page('?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((m) => m.id)).toEqual(['delonghi_dinamica', 'eversys_cameoc2']);
    const second = await page('?pageSize=2&page=2');
    expect(second.items.map((m) => m.id)).toEqual(['franke_a300', 'franke_a600']);
    expect(second.items[1]!.counts).toEqual({
      troubleshootingGuides: 2,
      partDiagrams: 0,
      specifications: 0,
      documents: 1,
      software: 0,
    });
    const third = await page('?pageSize=2&page=3');
    expect(third.items.map((m) => m.id)).toEqual(['jura_gigax8']);
    expect(third.items[0]!.counts.documents).toBe(1);
  });

  it('answers what a list shows and nothing more', async () => {
    const { items } = await page('?pageSize=1');
    expect(Object.keys(items[0]!).sort()).toEqual([
      'category',
      'counts',
      'id',
      'manufacturer',
      'model',
    ]);
  });

  it('searches every word, in any order, in manufacturer, model, category and id as an id spells it', async () => {
    const ids = async (search: string) =>
      (await page(`?search=${encodeURIComponent(search)}`)).items.map((m) => m.id);
    expect(await ids('cameo')).toEqual(['eversys_cameoc2']);
    expect(await ids('FRANKE A6')).toEqual(['franke_a600']);
    expect(await ids('a6  franke')).toEqual(['franke_a600']);
    expect(await ids('franke cameo')).toEqual([]);
    expect(await ids('bean-to-cup')).toEqual(['eversys_cameoc2', 'jura_gigax8']);
    expect(await ids('delonghi')).toEqual(['delonghi_dinamica']);
    expect(await ids('gigax')).toEqual(['jura_gigax8']);
    // LIKE's own characters are matched as typed: as a wildcard, % would find every machine.
    expect(await ids('%')).toEqual([]);
    const filtered = await page('?search=o&pageSize=1');
    expect(filtered.items.map((m) => m.id)).toEqual(['delonghi_dinamica']);
    expect(filtered.total).toBe(4);
  });

  it('narrows to one manufacturer whatever its case, with the filtered total', async () => {
    const franke = await page('?manufacturer=FRANKE');
    expect(franke.items.map((m) => m.id)).toEqual(['franke_a300', 'franke_a600']);
    expect(franke.total).toBe(2);
    const both = await page('?manufacturer=franke&search=300');
    expect(both.items.map((m) => m.id)).toEqual(['franke_a300']);
  });

  it('counts a new machine in the total at once', async () => {
    expect((await page('?pageSize=1')).total).toBe(5);
    await get('/api/v1/machines', admin, 'POST', { manufacturer: 'Acme', model: 'Brew' });
    expect((await page('?pageSize=1')).total).toBe(6);
    await get('/api/v1/machines/acme_brew', admin, 'DELETE');
    expect((await page('?pageSize=1')).total).toBe(5);
  });

  it('refuses a page larger than the largest', async () => {
    const response = await get(`/api/v1/machines?pageSize=${MAX_PAGE_SIZE + 1}`);
    expect(response.statusCode).toBe(400);
  });

  it('lists each manufacturer once with its machine count', async () => {
    const response = await get('/api/v1/machines/manufacturers');
    expect(response.statusCode).toBe(200);
    expect(MachineManufacturersSchema.parse(response.json()).items).toEqual([
      { name: "De'Longhi", count: 1 },
      { name: 'Eversys', count: 1 },
      { name: 'Franke', count: 2 },
      { name: 'Jura', count: 1 },
    ]);
  });

  it('names every machine for pickers and labels, without counts', async () => {
    const response = await get('/api/v1/machines/names');
    expect(response.statusCode).toBe(200);
    const { items } = MachineNamesSchema.parse(response.json());
    expect(items.map((m) => m.id)).toEqual([
      'delonghi_dinamica',
      'eversys_cameoc2',
      'franke_a300',
      'franke_a600',
      'jura_gigax8',
    ]);
    expect(Object.keys(response.json<{ items: object[] }>().items[0]!).sort()).toEqual([
      'category',
      'id',
      'manufacturer',
      'model',
    ]);
  });

  it('names only the machines that have specifications, when asked', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/machines/jura_gigax8/details/specifications',
      headers: { cookie: admin.cookie },
      payload: { items: [{ group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' }] },
    });
    const response = await get('/api/v1/machines/names?having=specifications');
    expect(MachineNamesSchema.parse(response.json()).items.map((m) => m.id)).toEqual([
      'jura_gigax8',
    ]);
    expect((await get('/api/v1/machines/names?having=guides')).statusCode).toBe(400);
  });

  it('answers 304 to a client that already has the page', async () => {
    const first = await get('/api/v1/machines?pageSize=2');
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/machines?pageSize=2',
      headers: { cookie: engineer.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});
