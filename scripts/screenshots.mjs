// `npm run screenshots`: retakes the README's screenshots (docs/screenshots/) of the sample
// catalogue alone. Builds what is not built, loads `npm run demo` into an empty temporary data
// folder, serves it on a free loopback port and lets e2e/readme/ drive Chromium through it; the
// shots replace docs/screenshots/ only when every one of them was taken.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

/** The README's screenshots, as e2e/readme/readme-screenshots.spec.ts names them. */
const SHOTS = [
  'dashboard',
  'document-detail',
  'part-diagram',
  'foreground-notification',
  'toolbox-guide',
  'toolbox-part-diagram',
  'toolbox-offline',
];
const TARGET_DIR = path.join(root, 'docs', 'screenshots');
/** Where the spec writes (e2e/fixtures.ts's screenshotPath('readme/…')). */
const TAKEN_DIR = path.join(root, 'test-results', 'screenshots', 'readme');

const canListen = (port) =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** SCREENSHOTS_PORT, or the first free port from 4400 (clear of the e2e suite's 4173). */
async function freePort() {
  if (process.env.SCREENSHOTS_PORT) return Number(process.env.SCREENSHOTS_PORT);
  for (let port = 4400; port < 4500; port += 1) if (await canListen(port)) return port;
  throw new Error('No free port between 4400 and 4499; set SCREENSHOTS_PORT.');
}

async function waitForHealth(origin, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server on ${origin} did not answer /api/health within 60 s.`);
}

const stopServer = (server) =>
  new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
}

const started = Date.now();
await buildIfNeeded();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-screenshots-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  ADMIN_EMAIL: 'admin@toolbox.local',
  ADMIN_PASSWORD: crypto.randomBytes(18).toString('base64url'),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
// A fresh installation on PGlite and disk: nothing from the caller's own installation.
for (const name of ['DATABASE_URL', 'STORAGE_URL', 'SMTP_URL', 'PUBLIC_URL']) delete env[name];

// Ctrl-C reaches the children too; this process stays to stop the server and remove the folder.
process.on('SIGINT', () => console.error('Interrupted: cleaning up...'));

let server;
try {
  console.log(`Loading the sample catalogue into ${dataDir}...`);
  run('npm', ['run', '--silent', 'demo'], env);

  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(origin, server);

  fs.rmSync(TAKEN_DIR, { recursive: true, force: true });
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.readme.config.ts'], {
    ...process.env,
    SCREENSHOTS_BASE_URL: origin,
    SCREENSHOTS_ADMIN_EMAIL: env.ADMIN_EMAIL,
    SCREENSHOTS_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
  });

  const missing = SHOTS.filter((name) => !fs.existsSync(path.join(TAKEN_DIR, `${name}.png`)));
  if (missing.length > 0) throw new Error(`Not taken: ${missing.join(', ')}.`);
  fs.mkdirSync(TARGET_DIR, { recursive: true });
  for (const name of SHOTS) {
    fs.copyFileSync(path.join(TAKEN_DIR, `${name}.png`), path.join(TARGET_DIR, `${name}.png`));
  }
  console.log(
    `${SHOTS.length} screenshots written to docs/screenshots/ in ` +
      `${Math.round((Date.now() - started) / 1000)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server) await stopServer(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
