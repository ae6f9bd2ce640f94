import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  injectAs,
  type TestContext,
  type TestUser,
} from '../../../test/helpers';
import { Canvas } from '../../demo/files';
import type { ExportedDocument } from './firestore-export';
import { IMAGE_ONLY_STEP_TEXT } from './import-guides';
import { prepareDetails, writeDetails } from './import-machine-details';
import { ImportedFiles } from './stored-files';

// SPEC.md does not name a guide's content fields, so an export's steps come in whatever shape the
// original wrote: plain strings, objects with their text under one of several names, or a map
// keyed by the step's number. A guide that cannot be read fails alone.

const MACHINE = 'jura_e8';

type ImportedGuide = {
  id: string;
  title: string;
  steps: { text: string; imagePath: string | null }[];
};

/** The bucket's objects as `gsutil cp` leaves them: one photo of a step. */
const bucket = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-guide-steps-'));
const PHOTO = 'machine_details/jura_e8/step.png';
fs.mkdirSync(path.join(bucket, path.dirname(PHOTO)), { recursive: true });
fs.writeFileSync(path.join(bucket, PHOTO), new Canvas(40, 30, [200, 120, 40]).png());

describe('troubleshooting guides of a Firestore export', () => {
  let t: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await t.createUser({ role: 'Admin' });
    await t.database.db.execute(
      sql`insert into machines (id, manufacturer, model) values (${MACHINE}, 'Jura', 'E8')`,
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(bucket, { recursive: true, force: true });
  });

  /** Imports one details record for the machine, as the command does; answers the report lines. */
  async function importDetails(troubleshootingGuides: unknown[]) {
    const record: ExportedDocument = {
      specifications: [{ label: 'Voltage', value: '230', unit: 'V' }],
      troubleshootingGuides,
    };
    const files = new ImportedFiles(t.storage, bucket, false, (key) => t.storage.delete(key));
    const planned = await prepareDetails(MACHINE, record, files);
    return writeDetails(t.database.db, [planned], new Set([MACHINE]), { dryRun: false });
  }

  const guides = async () => {
    const answer = await injectAs(t, admin, 'GET', `/api/v1/machines/${MACHINE}/details`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ troubleshootingGuides: ImportedGuide[] }>().troubleshootingGuides;
  };
  const stepsOf = (all: ImportedGuide[], id: string) =>
    all.find((guide) => guide.id === id)?.steps.map((step) => step.text);

  it('reads steps as strings, as objects under any of their names, or as a numbered map', async () => {
    const lines = await importDetails([
      {
        id: 'guide_1',
        title: 'No water',
        steps: ['Switch the machine off', '  Refill the tank  '],
      },
      {
        id: 'guide_2',
        title: 'Grinder blocked',
        steps: [
          { description: 'Empty the bean container', image: PHOTO },
          { instruction: 'Turn the grinder dial to coarse' },
          { title: 'Clean the burrs', text: 'Use the brush, not water' },
          { title: 'Put it back together' },
          { imagePath: PHOTO },
        ],
      },
      {
        id: 'guide_3',
        title: 'Milk too cold',
        steps: { '10': 'Check the heater', '2': { text: 'Descale' }, '1': 'Rinse the pipe' },
      },
    ]);
    expect(lines).toEqual([{ collection: 'machine_details', id: MACHINE, outcome: 'imported' }]);
    const imported = await guides();
    expect(stepsOf(imported, 'guide_1')).toEqual(['Switch the machine off', 'Refill the tank']);
    expect(stepsOf(imported, 'guide_2')).toEqual([
      'Empty the bean container',
      'Turn the grinder dial to coarse',
      'Clean the burrs\nUse the brush, not water',
      'Put it back together',
      IMAGE_ONLY_STEP_TEXT,
    ]);
    const photos = imported.find((guide) => guide.id === 'guide_2')!.steps.map((s) => s.imagePath);
    expect(photos[0]).toMatch(/^images\/[0-9a-f]{64}\.png$/);
    expect(photos.slice(1, 4)).toEqual([null, null, null]);
    expect(photos[4]).toBe(photos[0]);
    expect(stepsOf(imported, 'guide_3')).toEqual(['Rinse the pipe', 'Descale', 'Check the heater']);
  });

  it('fails only the guide with a step that has neither text nor an image, and keeps its stored copy', async () => {
    const lines = await importDetails([
      { id: 'guide_1', title: 'No water', steps: ['Switch the machine off', 'Refill the tank'] },
      { id: 'guide_2', title: 'Grinder blocked', steps: ['Empty the bean container', {}] },
      { id: 'guide_3', title: 'Milk too cold', steps: ['Rinse the pipe'] },
      { id: 'guide_4', title: 'New fault', steps: [{ note: 'no instruction here' }] },
    ]);
    expect(lines).toEqual([
      {
        collection: 'machine_details',
        id: MACHINE,
        outcome: 'failed',
        reason:
          'troubleshootingGuides.1 (guide_2): steps.1 has neither text nor an image; the guide was not imported',
      },
      {
        collection: 'machine_details',
        id: MACHINE,
        outcome: 'failed',
        reason:
          'troubleshootingGuides.3 (guide_4): steps.0 has neither text nor an image; the guide was not imported',
      },
      { collection: 'machine_details', id: MACHINE, outcome: 'updated' },
    ]);
    const imported = await guides();
    expect(imported.map((guide) => guide.id).sort()).toEqual(['guide_1', 'guide_2', 'guide_3']);
    expect(stepsOf(imported, 'guide_3')).toEqual(['Rinse the pipe']);
    // The guide this export cannot describe stays as the earlier run wrote it.
    expect(stepsOf(imported, 'guide_2')).toHaveLength(5);
  });
});
