import { messages, type Guide, type GuideImportReport } from '@toolbox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpMethod, TestContext, TestUser } from '../../../test/helpers';
import { createTestTeam, injectAs } from '../../../test/helpers';
import { pngBytes, uploadBytes } from '../../../test/upload-helpers';

let t: TestContext, admin: TestUser, engineer: TestUser;

beforeAll(async () => {
  ({ t, admin, engineer } = await createTestTeam());
  for (const [manufacturer, model] of [
    ['Franke', 'A600'],
    ['Eversys', 'Cameo'],
    ['Jura', 'Giga X8'],
  ]) {
    await call('POST', '/api/v1/machines', { manufacturer, model });
  }
});
afterAll(() => t.close());

const call = (method: HttpMethod, url: string, payload?: unknown, user = admin) =>
  injectAs(t, user, method, url, payload);

const save = (machineId: unknown, guide: Record<string, unknown>) =>
  call('POST', '/api/v1/troubleshooting/guides', { machineId, guide });

describe('saving guides (docs/product.md#guide-rules and #data-errors)', () => {
  it('appends a guide without id under guide_<timestamp> with every content field', async () => {
    const before = Date.now();
    const response = await save('franke_a600', {
      title: 'No water',
      symptom: 'Pump hums',
      errorCodes: ['E05'],
      steps: [{ text: 'Check tank' }, { text: 'Descale' }],
    });
    expect(response.statusCode).toBe(201);
    const { guide } = response.json<{ guide: Guide }>();
    expect(guide.id).toMatch(/^guide_\d+$/);
    expect(Number(guide.id.slice('guide_'.length))).toBeGreaterThanOrEqual(before);
    expect(guide).toMatchObject({
      machineId: 'franke_a600',
      title: 'No water',
      errorCodes: ['E05'],
      steps: [
        { text: 'Check tank', imagePath: null },
        { text: 'Descale', imagePath: null },
      ],
      severity: '',
      tools: [],
    });
    const one = await call(
      'GET',
      `/api/v1/machines/franke_a600/guides/${guide.id}`,
      undefined,
      engineer,
    );
    expect(one.json<{ guide: Guide }>().guide).toEqual(guide);
  });

  it('replaces a guide with an existing id, keeping its createdAt and place', async () => {
    const first = (await save('eversys_cameo', { title: 'One' })).json<{ guide: Guide }>().guide;
    await save('eversys_cameo', { title: 'Two' });
    const replaced = await save('eversys_cameo', { id: first.id, title: 'One, revised' });
    expect(replaced.statusCode).toBe(200);
    const { guide } = replaced.json<{ guide: Guide }>();
    expect(guide).toMatchObject({
      id: first.id,
      title: 'One, revised',
      createdAt: first.createdAt,
    });
    const list = await call('GET', '/api/v1/machines/eversys_cameo/guides');
    expect(list.json<{ items: Guide[] }>().items.map((g) => g.title)).toEqual([
      'One, revised',
      'Two',
    ]);
  });

  it('refuses a missing machine id and an unknown guide id with the product’s messages (docs/product.md#data-errors)', async () => {
    for (const machineId of [undefined, '', '  ']) {
      const response = await save(machineId, { title: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.machine.guideMachineRequired });
    }
    const unknown = await save('franke_a600', { id: 'guide_404', title: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: messages.machine.guideNotFound('guide_404') });
    const noMachine = await save('nobody_here', { title: 'x' });
    expect(noMachine.statusCode).toBe(404);
    expect(noMachine.json()).toMatchObject({ message: messages.machine.notFound });
    const noTitle = await save('franke_a600', { title: '' });
    expect(noTitle.json()).toMatchObject({ message: messages.guide.titleRequired });
  });

  it('lets engineers read but not write', async () => {
    const response = await call(
      'POST',
      '/api/v1/troubleshooting/guides',
      { machineId: 'franke_a600', guide: { title: 'x' } },
      engineer,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('deleting guides', () => {
  it('needs both ids, and the guide must be the machine’s', async () => {
    for (const query of ['', 'machineId=franke_a600', 'guideId=guide_1', 'machineId=&guideId=x']) {
      const response = await call('DELETE', `/api/v1/troubleshooting/guides?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.machine.guideDeleteIdsRequired });
    }
    const missing = await call(
      'DELETE',
      '/api/v1/troubleshooting/guides?machineId=franke_a600&guideId=guide_9',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      message: messages.machine.guideNotFoundForMachine('guide_9', 'franke_a600'),
    });
  });

  it('deletes with the product’s success message (docs/product.md#guide-rules), and another machine’s guide id does not count', async () => {
    const { guide } = (await save('jura_gigax8', { title: 'Grinder jam' })).json<{
      guide: Guide;
    }>();
    const elsewhere = await call(
      'DELETE',
      `/api/v1/troubleshooting/guides?machineId=franke_a600&guideId=${guide.id}`,
    );
    expect(elsewhere.json()).toMatchObject({
      message: messages.machine.guideNotFoundForMachine(guide.id, 'franke_a600'),
    });
    const response = await call(
      'DELETE',
      `/api/v1/troubleshooting/guides?machineId=jura_gigax8&guideId=${guide.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.machine.guideDeleted });
    const gone = await call('GET', `/api/v1/machines/jura_gigax8/guides/${guide.id}`);
    expect(gone.statusCode).toBe(404);
  });
});

describe('machine details (docs/product.md#machine-details)', () => {
  it('reads four empty lists when no record exists, and a record once a section changed', async () => {
    await call('POST', '/api/v1/machines', { manufacturer: 'La Marzocco', model: 'Linea' });
    const empty = await call(
      'GET',
      '/api/v1/machines/lamarzocco_linea/details',
      undefined,
      engineer,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      specifications: [],
      maintenanceProcedures: [],
      troubleshootingGuides: [],
      partDiagrams: [],
    });
    await save('lamarzocco_linea', { title: 'Steam wand drips' });
    const details = (await call('GET', '/api/v1/machines/lamarzocco_linea/details')).json<{
      createdAt?: string;
    }>();
    expect(details).toMatchObject({
      specifications: [],
      maintenanceProcedures: [],
      partDiagrams: [],
      troubleshootingGuides: [{ title: 'Steam wand drips' }],
    });
    expect(details.createdAt).toEqual(expect.any(String));
    const unknown = await call('GET', '/api/v1/machines/nobody_here/details');
    expect(unknown.json()).toMatchObject({ message: messages.machine.notFound });
  });

  it('lists every details record with its sections, a page at a time', async () => {
    const response = await call('GET', '/api/v1/machine-details?pageSize=100', undefined, engineer);
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      items: { machineId: string; troubleshootingGuides: Guide[]; specifications: unknown[] }[];
      total: number;
    }>();
    const linea = body.items.find((item) => item.machineId === 'lamarzocco_linea');
    expect(linea?.troubleshootingGuides.map((g) => g.title)).toEqual(['Steam wand drips']);
    expect(linea?.specifications).toEqual([]);
    expect(body.total).toBe(body.items.length);
    for (const item of body.items) {
      expect(item.troubleshootingGuides.every((g) => g.machineId === item.machineId)).toBe(true);
    }
  });

  it('replaces the guides section: listed guides in order, the rest deleted', async () => {
    const a = (await save('jura_gigax8', { title: 'A' })).json<{ guide: Guide }>().guide;
    const b = (await save('jura_gigax8', { title: 'B' })).json<{ guide: Guide }>().guide;
    await save('jura_gigax8', { title: 'C' });
    const response = await call(
      'PUT',
      '/api/v1/machines/jura_gigax8/details/troubleshootingGuides',
      {
        items: [{ ...b, title: 'B2' }, { ...a }, { title: 'D' }],
      },
    );
    expect(response.statusCode).toBe(200);
    const titles = (await call('GET', '/api/v1/machines/jura_gigax8/guides'))
      .json<{ items: Guide[] }>()
      .items.map((g) => g.title);
    expect(titles).toEqual(['B2', 'A', 'D']);
  });
});

describe('cross-machine lists and search', () => {
  it('lists only machines with guides, each with its guides', async () => {
    const response = await call(
      'GET',
      '/api/v1/troubleshooting/machines?pageSize=100',
      undefined,
      engineer,
    );
    const body = response.json<{ items: { machine: { id: string }; guides: Guide[] }[] }>();
    const ids = body.items.map((item) => item.machine.id);
    expect(ids).toContain('franke_a600');
    expect(ids).not.toContain('nobody_here');
    for (const item of body.items) {
      expect(item.guides.length).toBeGreaterThan(0);
      expect(item.guides.every((g) => g.machineId === item.machine.id)).toBe(true);
    }
  });

  it('finds guides by words of the symptom, error codes and steps, as prefixes', async () => {
    await save('franke_a600', {
      title: 'Milk froth weak',
      symptom: 'Foam collapses quickly',
      errorCodes: ['M17'],
      steps: [{ text: 'Replace the venturi seal' }, { text: 'Unscrew the lid.\nInspect the jet' }],
    });
    for (const search of ['collaps', 'm17', 'venturi', 'milk froth', 'inspect']) {
      const response = await call(
        'GET',
        `/api/v1/troubleshooting/guides?search=${encodeURIComponent(search)}`,
      );
      const titles = response
        .json<{ items: { guide: Guide }[] }>()
        .items.map((hit) => hit.guide.title);
      expect(titles, search).toContain('Milk froth weak');
    }
    const none = await call('GET', '/api/v1/troubleshooting/guides?search=zzzz');
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });
});

describe('audit', () => {
  it('logs who saved, reordered, imported and deleted guides', async () => {
    const { guide } = (await save('franke_a600', { title: 'Audited' })).json<{ guide: Guide }>();
    await call(
      'DELETE',
      `/api/v1/troubleshooting/guides?machineId=franke_a600&guideId=${guide.id}`,
    );
    const log = await call(
      'GET',
      `/api/v1/audit?targetId=${encodeURIComponent(`franke_a600/${guide.id}`)}`,
    );
    const entries = log.json<{ items: { action: string; actorId: string; targetType: string }[] }>()
      .items;
    expect(entries.map((e) => e.action).sort()).toEqual(['guide.deleted', 'guide.saved']);
    expect(entries.every((e) => e.actorId === admin.id && e.targetType === 'guide')).toBe(true);
  });
});

describe('settings', () => {
  it('offers defaults, and administrators change them', async () => {
    const defaults = await call('GET', '/api/v1/troubleshooting/settings', undefined, engineer);
    expect(defaults.json<{ severities: string[] }>().severities).toContain('Critical');
    const saved = await call('PUT', '/api/v1/troubleshooting/settings', {
      categories: ['Brewing', 'brewing', 'Pumps'],
      severities: ['Minor', 'Major'],
    });
    expect(saved.json()).toEqual({
      categories: ['Brewing', 'Pumps'],
      severities: ['Minor', 'Major'],
    });
    expect((await call('GET', '/api/v1/troubleshooting/settings')).json()).toEqual(saved.json());
    const denied = await call('PUT', '/api/v1/troubleshooting/settings', saved.json(), engineer);
    expect(denied.statusCode).toBe(403);
  });
});

describe('import and export', () => {
  const importCsv = (content: string, dryRun: boolean) =>
    call('POST', '/api/v1/machines/eversys_cameo/guides/import', {
      format: 'csv',
      content,
      dryRun,
    });

  it('dry-runs with per-row errors, refuses to apply while any remain, then applies all', async () => {
    const existing = (await call('GET', '/api/v1/machines/eversys_cameo/guides')).json<{
      items: Guide[];
    }>().items[0]!;
    const bad = `id,title,steps\n,Boiler leak,Close valve|Replace gasket\n,,Nothing\nguide_999,Ghost,Look\n${existing.id},Replaced title,Check\n`;
    const dry = await importCsv(bad, true);
    expect(dry.statusCode).toBe(200);
    const report = dry.json<GuideImportReport>();
    expect(report).toMatchObject({ creates: 2, replaces: 2, errorCount: 2, applied: false });
    expect(report.rows[1]).toMatchObject({
      row: 3,
      errors: [{ field: 'title', message: messages.guide.titleRequired }],
    });
    expect(report.rows[2]!.errors).toEqual([
      { field: 'id', message: messages.machine.guideNotFound('guide_999') },
    ]);
    const before = (await call('GET', '/api/v1/machines/eversys_cameo/guides')).json<{
      items: Guide[];
    }>();

    const refused = await importCsv(bad, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.guide.importHasErrors });
    const unchanged = (await call('GET', '/api/v1/machines/eversys_cameo/guides')).json<unknown>();
    expect(unchanged).toEqual(before);

    const fixed = `id,title,steps\n,Boiler leak,Close valve|Replace gasket\n,Pressure low,Check pump\n${existing.id},Replaced title,Check\n`;
    const applied = await importCsv(fixed, false);
    expect(applied.json()).toMatchObject({ creates: 2, replaces: 1, errorCount: 0, applied: true });
    const after = (await call('GET', '/api/v1/machines/eversys_cameo/guides')).json<{
      items: Guide[];
    }>();
    expect(after.items).toHaveLength(before.items.length + 2);
    expect(after.items.find((g) => g.id === existing.id)?.title).toBe('Replaced title');
    expect(after.items.find((g) => g.title === 'Boiler leak')?.steps).toHaveLength(2);
  });

  it('keeps step images when a CSV export is imported again', async () => {
    const uploadId = await uploadBytes(t, admin, pngBytes(2100), {
      kind: 'image',
      filename: 'a.png',
    });
    const { image } = (await call('POST', '/api/v1/images', { uploadId })).json<{
      image: { path: string };
    }>();
    const { guide } = (
      await save('eversys_cameo', {
        title: 'With a photo',
        steps: [{ text: 'Look', imagePath: image.path }, { text: 'Fix' }],
      })
    ).json<{ guide: Guide }>();
    const exported = await call('GET', '/api/v1/machines/eversys_cameo/guides/export?format=csv');
    await importCsv(exported.body, false);
    const after = await call('GET', `/api/v1/machines/eversys_cameo/guides/${guide.id}`);
    expect(after.json<{ guide: Guide }>().guide.steps[0]).toEqual({
      text: 'Look',
      imagePath: image.path,
    });
    expect(await t.storage.stat(image.path)).not.toBeNull();
  });

  it('refuses an unreadable file as a whole', async () => {
    const response = await importCsv('title,colour\nx,red\n', true);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('unknown column "colour"');
  });

  it('exports what it imports, and serves a template', async () => {
    for (const format of ['csv', 'json'] as const) {
      const exported = await call(
        'GET',
        `/api/v1/machines/eversys_cameo/guides/export?format=${format}`,
      );
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toBe(
        `attachment; filename="eversys_cameo-guides.${format}"`,
      );
      const dry = await call('POST', '/api/v1/machines/eversys_cameo/guides/import', {
        format,
        content: exported.body,
      });
      const report = dry.json<GuideImportReport>();
      expect(report.rows.filter((r) => r.errors.length)).toEqual([]);
      expect(report.creates).toBe(0);
      const template = await call(
        'GET',
        `/api/v1/troubleshooting/import-template?format=${format}`,
      );
      expect(template.statusCode).toBe(200);
      expect(template.body).toContain('Pump runs but no water');
    }
  });
});

describe('step images', () => {
  it('publishes an image, keeps it while a step shows it, and refuses paths not in storage', async () => {
    const uploadId = await uploadBytes(t, admin, pngBytes(3000), {
      kind: 'image',
      filename: 'step.PNG',
    });
    const published = await call('POST', '/api/v1/images', { uploadId });
    expect(published.statusCode).toBe(201);
    const { image } = published.json<{ image: { path: string; url: string } }>();
    expect(image.path).toMatch(/^images\/[0-9a-f]{64}\.png$/);
    const served = await call('GET', image.url, undefined, engineer);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const saved = await save('franke_a600', {
      title: 'With photo',
      steps: [{ text: 'Look here', imagePath: image.path }],
    });
    expect(saved.statusCode).toBe(201);
    const missing = await save('franke_a600', {
      title: 'Ghost photo',
      steps: [{ text: 'x', imagePath: `images/${'0'.repeat(64)}.png` }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: messages.image.notFound });
  });

  it('refuses files that are not PNG, JPEG or WebP, whatever their name', async () => {
    const uploadId = await uploadBytes(t, admin, Buffer.from('<svg onload="alert(1)"/>'), {
      kind: 'image',
      filename: 'evil.png',
    });
    const response = await call('POST', '/api/v1/images', { uploadId });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.image.typeNotAllowed });
  });
});
