import { randomBytes, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { makeManualPdf } from '../apps/server/src/demo/files';

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

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A pixel's red, green and blue, 0 to 255. */
export type Rgb = [number, number, number];

/** A real, decodable PNG (8-bit RGB, no interlace) whose pixels `paint` gives. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgb,
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) raw.set(paint(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG that looks like a simple part drawing: a grid, a housing and a few round parts, so a
 * browser shows it and a screenshot shows where hotspots sit.
 */
export function makePng(width = 640, height = 400): Buffer {
  return encodePng(width, height, (x, y) => {
    const circles: [number, number, number, Rgb][] = [
      [0.3, 0.4, 0.09, [74, 111, 165]],
      [0.7, 0.6, 0.07, [192, 98, 52]],
      [0.5, 0.25, 0.05, [80, 140, 90]],
    ];
    for (const [cx, cy, r, color] of circles) {
      if (Math.hypot(x / width - cx, (y / height - cy) * (height / width)) < r) return color;
    }
    const inHousing =
      x > width * 0.12 && x < width * 0.88 && y > height * 0.12 && y < height * 0.88;
    const onEdge =
      inHousing &&
      (x < width * 0.12 + 3 ||
        x > width * 0.88 - 3 ||
        y < height * 0.12 + 3 ||
        y > height * 0.88 - 3);
    if (onEdge) return [60, 60, 60];
    if (inHousing) return [228, 230, 235];
    return x % 40 === 0 || y % 40 === 0 ? [225, 225, 218] : [248, 248, 244];
  });
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

const base64 = (text: string) => Buffer.from(text).toString('base64');

/**
 * Uploads `bytes` through the API's tus endpoint as the portal would, minus the screen: one
 * creation and one PATCH of the whole file. Answers the upload's id, for the record that uses it.
 */
export async function uploadViaApi(
  request: APIRequestContext,
  bytes: Buffer,
  { kind, filename }: { kind: string; filename: string },
): Promise<string> {
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await request.post('/api/v1/uploads', {
    headers: {
      ...tus,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `kind ${base64(kind)},filename ${base64(filename)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The server answers a path; the request context resolves it against the base URL.
  const location = created.headers()['location']!;
  const sent = await request.patch(location, {
    headers: { ...tus, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
  return location.split('/').pop()!;
}

/** A nine-page manual with `word` on page 7 only (search inside documents, issue #22). */
export const manualWithWordOnPage7 = (title: string, word: string) =>
  makeManualPdf(
    title,
    Array.from({ length: 9 }, (_, index) =>
      index === 6
        ? ['Remove the water tank and the softener.', `Soak the ${word} cartridge overnight.`]
        : [`Step ${index + 1}: check the brew group seals for wear.`],
    ),
  );
