// `npm start`: build what is not built, then run the server (API + portal) in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

await buildIfNeeded();
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
