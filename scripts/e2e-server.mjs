// The server the Playwright suites run against: a fresh data folder every run (unless a spec
// prepared one), a known admin.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

await buildIfNeeded();
// Wiped at every start, so each run begins from an empty database. A run on another E2E_PORT
// gets a folder of its own, so two runs never wipe each other's data.
const port = process.env.E2E_PORT ?? '4173';
// A spec that prepared a data folder first (a Firebase import, say) names it in E2E_DATA_DIR.
const dataDir =
  process.env.E2E_DATA_DIR ??
  path.join(root, '.tmp', port === '4173' ? 'e2e-data' : `e2e-data-${port}`);
if (!process.env.E2E_DATA_DIR) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
}
process.env.DATA_DIR = dataDir;
process.env.HOST = '127.0.0.1';
process.env.PORT = port;
process.env.ADMIN_EMAIL = 'admin@toolbox.test';
process.env.ADMIN_PASSWORD = 'Admin-password-1';
process.env.LOG_LEVEL ??= 'warn';
process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
