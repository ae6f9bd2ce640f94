// Bundles the server into dist/server.js. Workspace packages (TypeScript source) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

fs.rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(dist, 'server.js'),
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
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'db/migrations'), {
  recursive: true,
});
console.log('server built: dist/server.js');
