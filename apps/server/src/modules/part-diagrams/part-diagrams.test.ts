import { messages, type PartDiagram, type PartDiagramListItem } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod, TestContext, TestUser } from '../../../test/helpers';
import { createTestTeam, injectAs } from '../../../test/helpers';
import { pngBytes, uploadBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  await call('POST', '/api/v1/machines', { manufacturer: 'Franke', model: 'A600' });
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, payload?: unknown, user = admin) =>
  injectAs(t, user, method, url, payload);

const image = (size = 2000) =>
  uploadBytes(t, admin, pngBytes(size), { kind: 'image', filename: 'diagram.png' });

const parts = [
  { positionNumber: '1', partNumber: '5513227991', name: 'Brew unit', quantity: 1 },
  {
    positionNumber: '2',
    partNumber: 'SEAL-04',
    name: 'Piston seal',
    quantity: 2,
    notes: 'Food grade',
  },
];
const hotspots = [
  { positionNumber: '1', x: 0.25, y: 0.4 },
  { positionNumber: '2', x: 0.75, y: 0.6 },
];

async function create(title = 'Brew group'): Promise<PartDiagram> {
  const response = await call('POST', '/api/v1/machines/franke_a600/part-diagrams', {
    uploadId: await image(),
    title,
    parts,
    hotspots,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ partDiagram: PartDiagram }>().partDiagram;
}

describe('part diagrams', () => {
  it('creates a diagram from an image upload with its parts and relative hotspots', async () => {
    const diagram = await create();
    expect(diagram).toMatchObject({
      machineId: 'franke_a600',
      title: 'Brew group',
      hotspots,
      parts: [{ ...parts[0], notes: '' }, { ...parts[1] }],
    });
    expect(diagram.imagePath).toMatch(/^images\/[0-9a-f]{64}\.png$/);
    const read = await call(
      'GET',
      `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`,
      undefined,
      engineer,
    );
    expect(read.json<{ partDiagram: PartDiagram }>().partDiagram).toEqual(diagram);
    const details = await call('GET', '/api/v1/machines/franke_a600/details', undefined, engineer);
    expect(details.json<{ partDiagrams: PartDiagram[] }>().partDiagrams).toContainEqual(diagram);
  });

  it('needs an image, a title and hotspots inside the image', async () => {
    const noImage = await call('POST', '/api/v1/machines/franke_a600/part-diagrams', {
      title: 'x',
    });
    expect(noImage.json()).toMatchObject({ message: messages.partDiagram.imageRequired });
    const outside = await call('POST', '/api/v1/machines/franke_a600/part-diagrams', {
      uploadId: await image(),
      title: 'x',
      hotspots: [{ positionNumber: '1', x: 1.5, y: 0 }],
    });
    expect(outside.statusCode).toBe(400);
    const unknownMachine = await call('POST', '/api/v1/machines/nobody_here/part-diagrams', {
      uploadId: await image(),
      title: 'x',
    });
    expect(unknownMachine.json()).toMatchObject({ message: messages.machine.notFound });
  });

  it('moves hotspots and keeps the image; a new upload replaces it and frees the old file', async () => {
    const diagram = await create('Grinder');
    const moved = await call('PUT', `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`, {
      title: 'Grinder',
      imagePath: diagram.imagePath,
      parts,
      hotspots: [{ positionNumber: '1', x: 0.5, y: 0.5 }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ partDiagram: PartDiagram }>().partDiagram).toMatchObject({
      imagePath: diagram.imagePath,
      hotspots: [{ positionNumber: '1', x: 0.5, y: 0.5 }],
    });
    const replaced = await call('PUT', `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`, {
      title: 'Grinder',
      uploadId: await image(2500),
    });
    const next = replaced.json<{ partDiagram: PartDiagram }>().partDiagram;
    expect(next.imagePath).not.toBe(diagram.imagePath);
    expect(await t.storage.stat(diagram.imagePath!)).toBeNull();
    expect(await t.storage.stat(next.imagePath!)).not.toBeNull();
  });

  it('finds diagrams across machines by part number or name', async () => {
    for (const search of ['SEAL-04', 'piston', 'brew gro']) {
      const response = await call(
        'GET',
        `/api/v1/part-diagrams?search=${encodeURIComponent(search)}`,
        undefined,
        engineer,
      );
      const items = response.json<{ items: PartDiagramListItem[] }>().items;
      expect(items.length, search).toBeGreaterThan(0);
      expect(items[0]!.machine).toEqual({
        id: 'franke_a600',
        manufacturer: 'Franke',
        model: 'A600',
      });
    }
    const none = await call('GET', '/api/v1/part-diagrams?search=zzzz');
    expect(none.json()).toMatchObject({ total: 0 });
  });

  it('deletes a diagram and its image file; engineers cannot', async () => {
    const diagram = await create('Pump');
    const denied = await call(
      'DELETE',
      `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`,
      undefined,
      engineer,
    );
    expect(denied.statusCode).toBe(403);
    const deleted = await call(
      'DELETE',
      `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`,
    );
    expect(deleted.statusCode).toBe(204);
    const gone = await call('GET', `/api/v1/machines/franke_a600/part-diagrams/${diagram.id}`);
    expect(gone.json()).toMatchObject({ message: messages.partDiagram.notFound });
  });
});

describe('specifications', () => {
  it('replaces a machine’s entries in order and lists machines with specifications', async () => {
    const response = await call('PUT', '/api/v1/machines/franke_a600/details/specifications', {
      items: [
        { group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
        { group: 'Water tank', label: 'Volume', value: '1.8', unit: 'l' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: unknown[] }>().items).toEqual([
      {
        id: expect.any(String) as unknown,
        group: 'Electrical',
        label: 'Voltage',
        value: '230',
        unit: 'V',
      },
      {
        id: expect.any(String) as unknown,
        group: 'Water tank',
        label: 'Volume',
        value: '1.8',
        unit: 'l',
      },
    ]);
    const missing = await call('PUT', '/api/v1/machines/franke_a600/details/specifications', {
      items: [{ label: 'Weight', value: '' }],
    });
    expect(missing.json()).toMatchObject({ message: messages.specification.valueRequired });
    await call('POST', '/api/v1/machines', { manufacturer: 'Jura', model: 'X8' });
    await call('PUT', '/api/v1/machines/jura_x8/details/specifications', {
      items: [{ group: 'Electrical', label: 'Voltage', value: '120', unit: 'V' }],
    });
    const all = await call('GET', '/api/v1/specifications', undefined, engineer);
    expect(
      all.json<{ items: { machine: { id: string } }[] }>().items.map((i) => i.machine.id),
    ).toEqual(['franke_a600', 'jura_x8']);
    const compare = await call(
      'GET',
      '/api/v1/specifications?machineId=jura_x8&machineId=franke_a600',
      undefined,
      engineer,
    );
    expect(
      compare.json<{ items: { machine: { id: string } }[] }>().items.map((i) => i.machine.id),
    ).toEqual(['jura_x8', 'franke_a600']);
    const unknown = await call('PUT', '/api/v1/machines/nobody_here/details/specifications', {
      items: [],
    });
    expect(unknown.json()).toMatchObject({ message: messages.machine.notFound });
  });
});
