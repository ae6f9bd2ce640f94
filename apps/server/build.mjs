// Bundles the server into dist/server.js. Workspace packages (TypeScript source) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time. Modules the
// server imports only when configured (PGlite or pg, the S3 client) become their own chunks in
// dist, so what is not configured is never loaded (issue #19 item 10).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outdir: dist,
  entryNames: '[name]',
  // Beside server.js: paths found from import.meta.url (src/env.ts) hold in any chunk.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@toolbox/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// PGlite's thread (src/db/pglite-thread.ts) starts it from beside the chunk that opens PGlite.
fs.copyFileSync(path.join(here, 'src/db/pglite-worker.mjs'), path.join(dist, 'pglite-worker.mjs'));
// The PDF text reader's thread (src/modules/documents/text/pdf-text-extractor.ts), likewise.
fs.copyFileSync(
  path.join(here, 'src/modules/documents/text/pdf-text-worker.mjs'),
  path.join(dist, 'pdf-text-worker.mjs'),
);
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'db/migrations'), {
  recursive: true,
});
console.log('server built: dist/server.js');
