// `npm start`: build what is not built, then run the server (API + portal) in this process.
// package.json starts Node with `--max-semi-space-size=2`: V8's young generation otherwise grows
// to 32 MB that stay resident while the server idles; the server's short-lived garbage (a
// request's objects) fits in 2 MB semi-spaces, at the cost of more frequent, shorter scavenges.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

await buildIfNeeded();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
