// Writes a .br and a .gz beside every compressible file of a built app (`node precompress.mjs
// dist`), so the server sends them as they are (@fastify/static's preCompressed) instead of
// compressing on every request. Files under 1 KiB are left alone, as the server leaves them.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm)$/;
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const root = path.resolve(process.argv[2] ?? 'dist');
const started = performance.now();
let before = 0;
let after = 0;
await Promise.all(
  [...files(root)].map(async (file) => {
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    before += body.length;
    after += br.length;
  }),
);
const kb = (n) => `${Math.round(n / 1024)} KB`;
console.log(
  `precompressed ${path.relative(process.cwd(), root)}: ${kb(before)} → ${kb(after)} brotli ` +
    `in ${Math.round(performance.now() - started)} ms`,
);
