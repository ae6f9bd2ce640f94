import {
  AUDIT_ACTIONS,
  messages,
  type Document,
  type MachineListItem,
  type SoftwareItem,
} from '@toolbox/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestTeam, type TestContext, type TestUser } from '../../../test/helpers';
import { pdfBytes, pngBytes, uploadBytes, zipBytes } from '../../../test/upload-helpers';

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

async function insertMachine(id: string, manufacturer: string, model: string) {
  await t.database.db.execute(
    sql`insert into machines (id, manufacturer, model) values (${id}, ${manufacturer}, ${model})`,
  );
}

async function machineIdOfGuide(guideId: string): Promise<string | undefined> {
  const result = await t.database.db.execute(
    sql`select machine_id from troubleshooting_guides where id = ${guideId}`,
  );
  return (result as { rows: { machine_id: string }[] }).rows[0]?.machine_id;
}

/** What `hangEverythingOn` linked, to find again under the machine's new id. */
type Hung = { guideId: string; documentId: string; softwareId: string };

/**
 * A guide with an engineer's feedback, a maintenance procedure, a part diagram, a specification, a
 * document (also linked to another machine) and a software package, all on `machineId`.
 */
async function hangEverythingOn(machineId: string): Promise<Hung> {
  const guideId = `guide_${machineId}`;
  await addGuide(machineId, guideId);
  await t.database.db.execute(
    sql`insert into guide_feedback (id, machine_id, guide_id, user_id, fixed)
        values (${`feedback_${machineId}`}, ${machineId}, ${guideId}, ${engineer.id}, true)`,
  );
  await t.database.db.execute(
    sql`insert into maintenance_procedures (id, machine_id, title)
        values (${`procedure_${machineId}`}, ${machineId}, 'Descale')`,
  );
  const diagramUpload = await uploadBytes(t, admin, pngBytes(1800 + machineId.length), {
    kind: 'image',
    filename: 'diagram.png',
  });
  const diagram = await call('POST', `/api/v1/machines/${machineId}/part-diagrams`, {
    uploadId: diagramUpload,
    title: 'Group head',
  });
  expect(diagram.statusCode, diagram.body).toBe(201);
  const specs = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/machines/${machineId}/details/specifications`,
    headers: { cookie: admin.cookie },
    payload: { items: [{ group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' }] },
  });
  expect(specs.statusCode, specs.body).toBe(200);
  const document = await linkedDocument([machineId, 'other_machine']);
  const softwareUpload = await uploadBytes(t, admin, zipBytes(2000 + machineId.length), {
    kind: 'software',
    filename: 'firmware.zip',
  });
  const software = await call('POST', '/api/v1/software', {
    uploadId: softwareUpload,
    name: 'Firmware',
    category: 'Firmware',
    version: '1.0.0',
    machineIds: [machineId],
  });
  expect(software.statusCode, software.body).toBe(201);
  return {
    guideId,
    documentId: document.id,
    softwareId: software.json<{ software: SoftwareItem }>().software.id,
  };
}

/** Everything `hangEverythingOn` linked is found under `newId`, and nothing under `oldId`. */
async function expectEverythingOn(newId: string, oldId: string, hung: Hung) {
  expect((await call('GET', `/api/v1/machines/${oldId}`)).statusCode).toBe(404);
  const details = await call('GET', `/api/v1/machines/${newId}/details`);
  expect(details.json()).toMatchObject({
    troubleshootingGuides: [{ id: hung.guideId, machineId: newId }],
    specifications: [{ label: 'Voltage', value: '230' }],
  });
  const diagrams = await call('GET', `/api/v1/machines/${newId}/part-diagrams`);
  expect(diagrams.json()).toMatchObject({ items: [{ title: 'Group head' }] });
  const document = await call('GET', `/api/v1/documents/${hung.documentId}`);
  expect(document.json<{ document: Document }>().document.machineIds).toEqual([
    newId,
    'other_machine',
  ]);
  const software = await call('GET', `/api/v1/software/${hung.softwareId}`);
  expect(software.json<{ software: SoftwareItem }>().software.machineIds).toEqual([newId]);
  const left = await t.database.db.execute(
    sql`select
      (select count(*)::int from troubleshooting_guides where machine_id = ${oldId}) +
      (select count(*)::int from guide_feedback where machine_id = ${oldId}) +
      (select count(*)::int from maintenance_procedures where machine_id = ${oldId}) +
      (select count(*)::int from part_diagrams where machine_id = ${oldId}) +
      (select count(*)::int from specifications where machine_id = ${oldId}) +
      (select count(*)::int from machine_details where machine_id = ${oldId}) +
      (select count(*)::int from documents where machine_ids @> array[${oldId}]) +
      (select count(*)::int from software where machine_ids @> array[${oldId}]) as n`,
  );
  expect((left as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  const moved = await t.database.db.execute(
    sql`select
      (select count(*)::int from guide_feedback where machine_id = ${newId}) +
      (select count(*)::int from maintenance_procedures where machine_id = ${newId}) as n`,
  );
  expect((moved as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
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

  it('refuses a rename onto an existing machine and changes nothing', async () => {
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

  it('moves a temporary machine to its derived id on any change, with everything that refers to it (docs/product.md#machine-changes)', async () => {
    await insertMachine('temp_123', 'Gaggia', 'Classic');
    const from = await hangEverythingOn('temp_123');

    const changed = await call('PATCH', '/api/v1/machines/temp_123', { description: 'Imported' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      machine: { id: 'gaggia_classic', manufacturer: 'Gaggia', description: 'Imported' },
    });
    await expectEverythingOn('gaggia_classic', 'temp_123', from);
    expect(
      await t.services.audit.list({
        action: AUDIT_ACTIONS.machineUpdated,
        targetId: 'gaggia_classic',
      }),
    ).toMatchObject([
      { actorId: admin.id, details: { description: 'Imported', movedFrom: 'temp_123' } },
    ]);
  });

  it('moves a temporary machine when a PATCH gives it a manufacturer and model', async () => {
    await insertMachine('temp_456', '?', '?');
    const named = await call('PATCH', '/api/v1/machines/temp_456', {
      manufacturer: 'La Marzocco',
      model: 'Linea Mini',
    });
    expect(named.json()).toMatchObject({
      machine: { id: 'lamarzocco_lineamini', manufacturer: 'La Marzocco', model: 'Linea Mini' },
    });
    expect((await call('GET', '/api/v1/machines/temp_456')).statusCode).toBe(404);
  });

  it('refuses to move a temporary machine onto a taken id, and changes nothing', async () => {
    await insertMachine('temp_789', 'FRANKE', 'A-600');
    await addGuide('temp_789', 'guide_taken');
    const refused = await call('PATCH', '/api/v1/machines/temp_789', { description: 'Twin' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: messages.machine.alreadyExists('FRANKE', 'A-600'),
    });
    const kept = await call('GET', '/api/v1/machines/temp_789');
    expect(kept.json()).toMatchObject({ machine: { id: 'temp_789', description: '' } });
    expect(await machineIdOfGuide('guide_taken')).toBe('temp_789');
  });

  it('keeps a temporary machine’s id while its manufacturer and model give none', async () => {
    await insertMachine('temp_999', 'Franke', '--');
    const changed = await call('PATCH', '/api/v1/machines/temp_999', { manufacturer: 'Jura' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      machine: { id: 'temp_999', manufacturer: 'Jura', model: '--' },
    });
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
});
