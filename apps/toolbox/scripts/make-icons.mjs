// Writes the toolbox's app icons (public/icon-192.png, public/icon-512.png): a teal tile with a
// white "T" inside the maskable safe zone. Run once with `node scripts/make-icons.mjs`; the
// PNGs are committed, so nothing is generated at build or run time.
import fs from 'node:fs';
import zlib from 'node:zlib';

const TEAL = [0x00, 0xa1, 0x9a];
const WHITE = [0xff, 0xff, 0xff];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function icon(size) {
  const inT = (x, y) => {
    const u = x / size;
    const v = y / size;
    const bar = v >= 0.3 && v < 0.42 && u >= 0.28 && u < 0.72;
    const stem = v >= 0.3 && v < 0.72 && u >= 0.44 && u < 0.56;
    return bar || stem;
  };
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = inT(x, y) ? WHITE : TEAL;
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  fs.writeFileSync(new URL(`../public/icon-${size}.png`, import.meta.url), icon(size));
}
