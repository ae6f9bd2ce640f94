import { messages, type Document, type Machine, type MachineListItem } from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, pngBytes, uploadBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  user = admin,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });

async function addGuide(machineId: string, id: string) {
  await t.database.db.execute(
    sql`insert into troubleshooting_guides (id, machine_id, title, content) values (${id}, ${machineId}, 'Guide', '{}')`,
  );
}

async function linkedDocument(machineIds: string[]): Promise<Document> {
  const uploadId = await uploadBytes(t, admin, pdfBytes(200), {
    kind: 'document',
    filename: 'm.pdf',
  });
  const response = await call('POST', '/api/v1/documents', { uploadId, category: 'X', machineIds });
  return response.json<{ document: Document }>().document;
}

describe('machine catalogue', () => {
  it('adds a machine under its derived id and lists the catalogue in order, with counts', async () => {
    const created = await call('POST', '/api/v1/machines', {
      manufacturer: ' Franke ',
      model: 'A-600',
      category: 'espresso',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      machine: { id: 'franke_a600', manufacturer: 'Franke', model: 'A-600', category: 'espresso' },
    });
    await call('POST', '/api/v1/machines', { manufacturer: 'Eversys', model: 'Cameo C2' });
    await addGuide('franke_a600', 'guide_1');
    await linkedDocument(['franke_a600']);
    const list = await call('GET', '/api/v1/machines', undefined, engineer);
    const items = list.json<{ items: MachineListItem[] }>().items;
    expect(items.map((m) => m.id)).toEqual(['eversys_cameoc2', 'franke_a600']);
    expect(items[1]!.counts).toEqual({
      troubleshootingGuides: 1,
      partDiagrams: 0,
      specifications: 0,
      documents: 1,
      software: 0,
    });
  });

  it('refuses a duplicate and a missing part with the product’s messages (docs/product.md#machine-validation)', async () => {
    const again = await call('POST', '/api/v1/machines', { manufacturer: 'FRANKE', model: 'a600' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: messages.machine.alreadyExists('FRANKE', 'a600'),
    });
    const missing = await call('POST', '/api/v1/machines', { manufacturer: 'Franke', model: ' ' });
    expect(missing.json()).toMatchObject({ message: messages.machine.addPartsRequired });
    // A rename re-derives the id: a part with no letter or digit leaves nothing to derive it from.
    const emptied = await call('PATCH', '/api/v1/machines/franke_a600', { model: '--' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json()).toMatchObject({ message: messages.machine.idPartsRequired });
    const engineerAdd = await call(
      'POST',
      '/api/v1/machines',
      { manufacturer: 'X', model: 'Y' },
      engineer,
    );
    expect(engineerAdd.statusCode).toBe(403);
  });

  it('answers an unknown id with Machine not found', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/machines/nope'],
      ['PATCH', '/api/v1/machines/nope'],
      ['DELETE', '/api/v1/machines/nope'],
      ['GET', '/api/v1/machines/nope/impact'],
    ] as const) {
      const response = await call(method, url, method === 'PATCH' ? { model: 'Z' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.machine.notFound });
    }
  });

  it('moves a renamed machine to its new id with its guides and document links (docs/product.md#machine-changes)', async () => {
    await call('POST', '/api/v1/machines', { manufacturer: "De'Longhi", model: 'Dinamica' });
    await addGuide('delonghi_dinamica', 'guide_2');
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/machines/delonghi_dinamica/details/specifications',
      headers: { cookie: admin.cookie },
      payload: { items: [{ group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' }] },
    });
    const doc = await linkedDocument(['delonghi_dinamica', 'other_machine']);
    const renamed = await call('PATCH', '/api/v1/machines/delonghi_dinamica', {
      model: 'Dinamica Plus',
      description: 'Bean to cup',
    });
    expect(renamed.json()).toMatchObject({
      machine: { id: 'delonghi_dinamicaplus', model: 'Dinamica Plus', description: 'Bean to cup' },
    });
    expect((await call('GET', '/api/v1/machines/delonghi_dinamica')).statusCode).toBe(404);
    const guides = await t.database.db.execute(
      sql`select machine_id from troubleshooting_guides where id = 'guide_2'`,
    );
    expect((guides as { rows: { machine_id: string }[] }).rows[0]!.machine_id).toBe(
      'delonghi_dinamicaplus',
    );
    const details = await call('GET', '/api/v1/machines/delonghi_dinamicaplus/details');
    expect(details.json()).toMatchObject({
      troubleshootingGuides: [{ id: 'guide_2', machineId: 'delonghi_dinamicaplus' }],
      specifications: [{ label: 'Voltage', value: '230' }],
      createdAt: expect.any(String) as unknown,
    });
    const after = await call('GET', `/api/v1/documents/${doc.id}`);
    expect(after.json<{ document: Document }>().document.machineIds).toEqual([
      'delonghi_dinamicaplus',
      'other_machine',
    ]);
  });

  it('keeps a temporary machine’s id and refuses a rename onto an existing machine', async () => {
    await t.database.db.execute(
      sql`insert into machines (id, manufacturer, model) values ('temp_123', 'Temp', 'One')`,
    );
    const temp = await call('PATCH', '/api/v1/machines/temp_123', { manufacturer: 'Franke' });
    expect(temp.json()).toMatchObject({ machine: { id: 'temp_123', manufacturer: 'Franke' } });

    const clash = await call('PATCH', '/api/v1/machines/eversys_cameoc2', {
      manufacturer: 'Franke',
      model: 'A600',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: messages.machine.alreadyExists('Franke', 'A600'),
    });
    expect((await call('GET', '/api/v1/machines/eversys_cameoc2')).statusCode).toBe(200);
  });

  it('deletes a machine with its details after showing what goes, and unlinks documents', async () => {
    await call('POST', '/api/v1/machines', { manufacturer: 'Jura', model: 'Giga X8' });
    await addGuide('jura_gigax8', 'guide_3');
    const doc = await linkedDocument(['jura_gigax8']);
    const impact = await call('GET', '/api/v1/machines/jura_gigax8/impact');
    expect(impact.json()).toEqual({
      troubleshootingGuides: 1,
      partDiagrams: 0,
      specifications: 0,
      maintenanceProcedures: 0,
      documents: 1,
      software: 0,
    });
    expect((await call('DELETE', '/api/v1/machines/jura_gigax8')).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/machines/jura_gigax8')).statusCode).toBe(404);
    const after = await call('GET', `/api/v1/documents/${doc.id}`);
    expect(after.json<{ document: Document }>().document.machineIds).toEqual([]);
    const guides = await t.database.db.execute(
      sql`select id from troubleshooting_guides where id = 'guide_3'`,
    );
    expect((guides as { rows: unknown[] }).rows).toEqual([]);
  });

  it('keeps a photo while the machine shows it, and frees its images when the machine goes', async () => {
    const publish = async (size: number) => {
      const uploadId = await uploadBytes(t, admin, pngBytes(size), {
        kind: 'image',
        filename: 'photo.png',
      });
      const response = await call('POST', '/api/v1/images', { uploadId });
      return response.json<{ image: { path: string } }>().image.path;
    };
    const first = await publish(1500);
    const created = await call('POST', '/api/v1/machines', {
      manufacturer: 'Rancilio',
      model: 'Silvia',
      photoPath: first,
    });
    expect(created.json()).toMatchObject({ machine: { photoPath: first } });
    const second = await publish(1600);
    await call('PATCH', '/api/v1/machines/rancilio_silvia', { photoPath: second });
    expect(await t.storage.stat(first)).toBeNull();
    const ghost = await call('PATCH', '/api/v1/machines/rancilio_silvia', {
      photoPath: `images/${'0'.repeat(64)}.png`,
    });
    expect(ghost.json()).toMatchObject({ message: messages.image.notFound });

    const diagramUpload = await uploadBytes(t, admin, pngBytes(1700), {
      kind: 'image',
      filename: 'd.png',
    });
    const diagram = await call('POST', '/api/v1/machines/rancilio_silvia/part-diagrams', {
      uploadId: diagramUpload,
      title: 'Boiler',
    });
    const diagramImage = diagram.json<{ partDiagram: { imagePath: string } }>().partDiagram
      .imagePath;
    expect((await call('DELETE', '/api/v1/machines/rancilio_silvia')).statusCode).toBe(204);
    expect(await t.storage.stat(second)).toBeNull();
    expect(await t.storage.stat(diagramImage)).toBeNull();
  });

  it('keeps the machine list usable as a Machine for the pickers', async () => {
    const list = await call('GET', '/api/v1/machines');
    const [first] = list.json<{ items: Machine[] }>().items;
    expect(first).toHaveProperty('manufacturer');
  });
});
