import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * A valid PDF of about `size` bytes showing `text` on one page: the padding sits in an unused
 * binary stream, so viewers open it and the offsets in its cross-reference table stay right.
 */
export function makePdf(text: string, size = 0): Buffer {
  const padding = randomBytes(Math.max(0, size - 700));
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${padding.length} >>\nstream\n`),
      padding,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(parts);
}

/** Bytes with a ZIP's local-file-header signature. */
export const makeZip = (size: number) =>
  Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(Math.max(0, size - 4))]);

/** Adds a machine to the catalogue through the API; answers its id. */
export async function addMachine(
  request: APIRequestContext,
  manufacturer = 'Franke',
  model = `A${randomUUID().slice(0, 6)}`,
): Promise<{ id: string; label: string }> {
  const response = await request.post('/api/v1/machines', { data: { manufacturer, model } });
  expect(response.status(), await response.text()).toBe(201);
  const { machine } = (await response.json()) as { machine: { id: string } };
  return { id: machine.id, label: `${manufacturer} ${model}` };
}
