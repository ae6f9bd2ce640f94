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
 * A machine as an administrator would have set it up, through the admin API: a three-step
 * guide, a part diagram with two hotspots, a PDF manual and a software package for it.
 */
export async function seedMachine(admin: APIRequestContext): Promise<SeededMachine> {
  const manufacturer = 'Rancilio';
  const model = `Classe ${randomUUID().slice(0, 5)}`;
  const { id } = await addMachine(admin, manufacturer, model);

  const { guide } = await created<{ guide: { id: string } }>(
    await admin.post('/api/v1/troubleshooting/guides', {
      data: {
        machineId: id,
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

  const imageUpload = await uploadViaApi(admin, makePng(), {
    kind: 'image',
    filename: 'group.png',
  });
  const { partDiagram } = await created<{ partDiagram: { id: string } }>(
    await admin.post(`/api/v1/machines/${encodeURIComponent(id)}/part-diagrams`, {
      data: {
        uploadId: imageUpload,
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
    }),
  );

  const documentTitle = `${model} service manual`;
  const pdfUpload = await uploadViaApi(admin, makePdf(documentTitle, 6 * 1024), {
    kind: 'document',
    filename: 'service-manual.pdf',
  });
  const { document } = await created<{ document: { id: string; filePath: string } }>(
    await admin.post('/api/v1/documents', {
      data: { uploadId: pdfUpload, title: documentTitle, category: ['Service'], machineIds: [id] },
    }),
  );

  const zipUpload = await uploadViaApi(admin, makeZip(8 * 1024), {
    kind: 'software',
    filename: 'firmware.zip',
  });
  const { software } = await created<{ software: { id: string } }>(
    await admin.post('/api/v1/software', {
      data: {
        uploadId: zipUpload,
        name: `${model} firmware`,
        version: '3.2.1',
        minVersion: '3.0.0',
        category: 'Firmware',
        password: 'svc-2026',
        machineIds: [id],
      },
    }),
  );

  return {
    id,
    manufacturer,
    model,
    guideId: guide.id,
    diagramId: partDiagram.id,
    documentId: document.id,
    documentTitle,
    documentFilePath: document.filePath,
    softwareId: software.id,
  };
}
