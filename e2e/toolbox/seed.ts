import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures';
import { addMachine, makePdf, makePng, makeZip, uploadViaApi } from '../files';

export interface SeededMachine {
  id: string;
  manufacturer: string;
  model: string;
  guideId: string;
  diagramId: string;
  documentId: string;
  documentTitle: string;
  documentFilePath: string;
  softwareId: string;
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/**
 * Uploads `upload` and posts `data` with the upload's id to `url`, as the portal publishes a
 * file: the created record's answer.
 */
async function publish<T>(
  admin: APIRequestContext,
  url: string,
  upload: { bytes: Buffer; kind: string; filename: string },
  data: Record<string, unknown>,
): Promise<T> {
  const uploadId = await uploadViaApi(admin, upload.bytes, upload);
  return created<T>(await admin.post(url, { data: { uploadId, ...data } }));
}

/** A three-step guide for the machine; answers its id. */
async function seedGuide(admin: APIRequestContext, machineId: string): Promise<string> {
  const { guide } = await created<{ guide: { id: string } }>(
    await admin.post('/api/v1/troubleshooting/guides', {
      data: {
        machineId,
        guide: {
          title: 'Steam wand does not steam',
          symptom: 'Wand hisses but no steam pressure',
          errorCodes: [`ST-${randomUUID().slice(0, 4).toUpperCase()}`],
          severity: 'High',
          estimatedMinutes: 15,
          tools: ['Descaling needle'],
          steps: [
            { text: 'Switch the machine off and let the boiler cool down.' },
            { text: 'Unscrew the steam tip and clear its holes with the needle.' },
            { text: 'Refit the tip, heat up and purge the wand for five seconds.' },
          ],
        },
      },
    }),
  );
  return guide.id;
}

/** A part diagram of the machine with two parts, each with a hotspot; answers its id. */
async function seedDiagram(admin: APIRequestContext, machineId: string): Promise<string> {
  const { partDiagram } = await publish<{ partDiagram: { id: string } }>(
    admin,
    `/api/v1/machines/${encodeURIComponent(machineId)}/part-diagrams`,
    { bytes: makePng(), kind: 'image', filename: 'group.png' },
    {
      title: 'Steam valve (exploded view)',
      parts: [
        { positionNumber: '1', partNumber: 'RA-1001', name: 'Steam valve body', quantity: 1 },
        { positionNumber: '2', partNumber: 'RA-2040', name: 'Valve spring', quantity: 2 },
      ],
      hotspots: [
        { positionNumber: '1', x: 0.3, y: 0.4 },
        { positionNumber: '2', x: 0.7, y: 0.6 },
      ],
    },
  );
  return partDiagram.id;
}

/** A PDF manual titled `title` for the machine. */
async function seedManual(admin: APIRequestContext, machineId: string, title: string) {
  const { document } = await publish<{ document: { id: string; filePath: string } }>(
    admin,
    '/api/v1/documents',
    { bytes: makePdf(title, 6 * 1024), kind: 'document', filename: 'service-manual.pdf' },
    { title, category: ['Service'], machineIds: [machineId] },
  );
  return document;
}

/** A password-protected firmware package for the machine; answers its id. */
async function seedFirmware(admin: APIRequestContext, machineId: string, model: string) {
  const { software } = await publish<{ software: { id: string } }>(
    admin,
    '/api/v1/software',
    { bytes: makeZip(8 * 1024), kind: 'software', filename: 'firmware.zip' },
    {
      name: `${model} firmware`,
      version: '3.2.1',
      minVersion: '3.0.0',
      category: 'Firmware',
      password: 'svc-2026',
      machineIds: [machineId],
    },
  );
  return software.id;
}

/**
 * A machine as an administrator would have set it up, through the admin API: a three-step
 * guide, a part diagram with two hotspots, a PDF manual and a software package for it.
 */
export async function seedMachine(admin: APIRequestContext): Promise<SeededMachine> {
  const manufacturer = 'Rancilio';
  const model = `Classe ${randomUUID().slice(0, 5)}`;
  const { id } = await addMachine(admin, manufacturer, model);
  const guideId = await seedGuide(admin, id);
  const diagramId = await seedDiagram(admin, id);
  const documentTitle = `${model} service manual`;
  const document = await seedManual(admin, id, documentTitle);
  const softwareId = await seedFirmware(admin, id, model);
  return {
    id,
    manufacturer,
    model,
    guideId,
    diagramId,
    documentId: document.id,
    documentTitle,
    documentFilePath: document.filePath,
    softwareId,
  };
}
