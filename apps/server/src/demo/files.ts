import zlib from 'node:zlib';

/** PDF text: the three characters that end or escape a string are escaped; the rest is Latin. */
const pdfText = (text: string) =>
  text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/**
 * A valid PDF manual: one A4 page per entry of `pages`, a title on the first, Helvetica text,
 * and a cross-reference table with exact byte offsets.
 */
export function makeManualPdf(title: string, pages: readonly (readonly string[])[]): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 font; then a page and its content per page.
  const fontId = 3;
  pages.forEach((lines, index) => {
    const pageId = 4 + index * 2;
    pageIds.push(pageId);
    const text = [
      'BT',
      '/F1 11 Tf',
      '14 TL',
      '56 780 Td',
      ...(index === 0 ? ['/F1 20 Tf', `(${pdfText(title)}) Tj`, 'T*', 'T*', '/F1 11 Tf'] : []),
      ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
      'ET',
      'BT /F1 9 Tf 56 40 Td',
      `(${pdfText(`${title} - page ${index + 1} of ${pages.length}`)}) Tj`,
      'ET',
    ].join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageId + 1} 0 R ` +
      `/Resources << /Font << /F1 ${fontId} 0 R >> >> >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
  });
  objects[fontId] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  return assemblePdf(objects, pageIds);
}

/**
 * A PDF whose pages hold a grey picture and no text at all, as a scanned manual does: nothing in
 * it can be searched.
 */
export function makeScannedPdf(pageCount: number): Buffer {
  const objects: string[] = [];
  const pageIds: number[] = [];
  // 1 catalog, 2 pages, 3 the picture (8 x 8 grey pixels); then a page and its content per page.
  const pixels = 'a0'.repeat(64);
  objects[3] =
    `<< /Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray ` +
    `/BitsPerComponent 8 /Filter /ASCIIHexDecode /Length ${pixels.length + 1} >>\nstream\n${pixels}>\nendstream`;
  for (let index = 0; index < pageCount; index++) {
    const pageId = 4 + index * 2;
    pageIds.push(pageId);
    const draw = 'q 483 0 0 730 56 56 cm /Im1 Do Q';
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${pageId + 1} 0 R ` +
      `/Resources << /XObject << /Im1 3 0 R >> >> >>`;
    objects[pageId + 1] = `<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`;
  }
  return assemblePdf(objects, pageIds);
}

/** The file of numbered objects (from 3), with the catalog (1), page tree (2) and xref table. */
function assemblePdf(objects: string[], pageIds: number[]): Buffer {
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP archive of the given files, stored without compression, with correct CRC-32s. */
export function makeZip(entries: readonly { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export type Rgb = readonly [number, number, number];

/** A drawing surface of RGB pixels that encodes itself as a PNG. */
export class Canvas {
  private readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  private set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    this.pixels[i] = r;
    this.pixels[i + 1] = g;
    this.pixels[i + 2] = b;
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb) {
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++) {
      for (let i = Math.max(0, x); i < Math.min(this.width, x + w); i++) this.set(i, j, color);
    }
  }

  /** An outlined rectangle, `thickness` pixels wide. */
  frame(x: number, y: number, w: number, h: number, color: Rgb, thickness = 3) {
    this.rect(x, y, w, thickness, color);
    this.rect(x, y + h - thickness, w, thickness, color);
    this.rect(x, y, thickness, h, color);
    this.rect(x + w - thickness, y, thickness, h, color);
  }

  circle(cx: number, cy: number, radius: number, color: Rgb, ring = 0) {
    for (let y = cy - radius; y <= cy + radius; y++) {
      for (let x = cx - radius; x <= cx + radius; x++) {
        const d = Math.hypot(x - cx, y - cy);
        if (d <= radius && (ring === 0 || d >= radius - ring)) this.set(x, y, color);
      }
    }
  }

  line(x1: number, y1: number, x2: number, y2: number, color: Rgb, thickness = 2) {
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1));
    for (let s = 0; s <= steps; s++) {
      const x = x1 + ((x2 - x1) * s) / steps;
      const y = y1 + ((y2 - y1) * s) / steps;
      this.rect(
        Math.round(x - thickness / 2),
        Math.round(y - thickness / 2),
        thickness,
        thickness,
        color,
      );
    }
  }

  png(): Buffer {
    const rows = Buffer.alloc((this.width * 3 + 1) * this.height);
    for (let y = 0; y < this.height; y++) {
      rows[y * (this.width * 3 + 1)] = 0;
      this.pixels.copy(
        rows,
        y * (this.width * 3 + 1) + 1,
        y * this.width * 3,
        (y + 1) * this.width * 3,
      );
    }
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(zlib.crc32(typed));
      return Buffer.concat([length, typed, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // RGB
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(rows)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}
