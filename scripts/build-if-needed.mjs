// Builds the portal, the toolbox and the server when their sources changed since their last build,
// quietly: one line per app built, its output shown only when the build fails.
//
// Each build leaves a stamp in its dist folder: the list of its source files with their sizes
// (as one digest) and the newest modification time among them, taken just before the build
// began. The check lists and stats every source once (the shared packages once for all three
// apps; test files, node_modules and dist not at all) and compares: a changed list (a file
// added, removed, renamed or resized) or anything modified after the stamped time means a build.
// Times only count forward, so an npm-installed copy (every file dated 1985 by npm pack) or a
// checkout restored with older dates does not rebuild what it ships built.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STAMP = '.build-stamp.json';
const STAMP_VERSION = 1;

/** What every build reads besides its app's own folder: dependencies' versions, tsconfig. */
const common = ['package-lock.json', 'tsconfig.base.json', 'packages/domain'];
const webSources = [...common, 'packages/client', 'packages/web', 'scripts/precompress.mjs'];

/** Every app `npm start` serves: where its build goes, what it is built from, its workspace. */
export const apps = [
  {
    name: 'portal',
    dist: 'apps/portal/dist',
    output: 'index.html',
    sources: ['apps/portal', ...webSources],
    workspace: '@toolbox/portal',
  },
  {
    name: 'toolbox',
    dist: 'apps/toolbox/dist',
    output: 'index.html',
    sources: ['apps/toolbox', ...webSources],
    workspace: '@toolbox/toolbox',
  },
  {
    name: 'server',
    dist: 'apps/server/dist',
    output: 'server.js',
    sources: ['apps/server', ...common],
    workspace: '@toolbox/server',
  },
];

/** Test files are never bundled: editing one rebuilds nothing. */
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/**
 * The files under one source (a folder or a file) as `path size` lines, and the newest
 * modification time among them. Folders are listed, not statted: a file added, removed or
 * renamed changes the lines.
 */
function scan(base, source) {
  const lines = [];
  let newest = 0;
  const file = (relative) => {
    const stat = fs.statSync(`${base}/${relative}`, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    lines.push(`${relative} ${stat.size}`);
  };
  const folder = (relative) => {
    for (const entry of fs.readdirSync(`${base}/${relative}`, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || isTest(entry.name)) continue;
      if (entry.isDirectory()) folder(`${relative}/${entry.name}`);
      else file(`${relative}/${entry.name}`);
    }
  };
  const stat = fs.statSync(path.join(base, source), { throwIfNoEntry: false });
  if (stat?.isDirectory()) folder(source);
  else if (stat) file(source);
  return { lines, newest };
}

/** Each app's fingerprint now, scanning every source once however many apps share it. */
export function fingerprints(base = root, targets = apps) {
  const scanned = new Map();
  return targets.map((app) => {
    const hash = crypto.createHash('sha256');
    let newest = 0;
    for (const source of app.sources) {
      if (!scanned.has(source)) scanned.set(source, scan(base, source));
      const found = scanned.get(source);
      hash.update(found.lines.join('\n')).update('\n');
      newest = Math.max(newest, found.newest);
    }
    return { version: STAMP_VERSION, files: hash.digest('base64url'), newest };
  });
}

function readStamp(base, app) {
  try {
    return JSON.parse(fs.readFileSync(path.join(base, app.dist, STAMP), 'utf8'));
  } catch {
    return null;
  }
}

function isCurrent(base, app, now) {
  const stamp = readStamp(base, app);
  return (
    stamp !== null &&
    stamp.version === now.version &&
    stamp.files === now.files &&
    now.newest <= stamp.newest &&
    fs.existsSync(path.join(base, app.dist, app.output))
  );
}

/**
 * The builds needed, as commands to run; `markBuilt()` after one succeeds records the sources as
 * they were when the check ran, so an edit made during the build is built next time.
 */
export function buildCommands(base = root, targets = apps) {
  const now = fingerprints(base, targets);
  return targets
    .map((app, i) => ({ app, now: now[i] }))
    .filter(({ app, now: current }) => !isCurrent(base, app, current))
    .map(({ app, now: current }) => ({
      name: app.name,
      command: 'npm',
      args: ['run', 'build', '-w', app.workspace],
      markBuilt: () =>
        fs.writeFileSync(path.join(base, app.dist, STAMP), `${JSON.stringify(current)}\n`),
    }));
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one build with its output kept; resolves to whether it succeeded, and the output. */
function runBuild({ command, args }, base) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: base,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/**
 * Builds what changed, one line each ("Building the portal… done in 12.3 s"), or says that
 * nothing needed building. A failed build prints its output and ends the process.
 */
export async function buildIfNeeded(base = root, targets = apps, out = process.stdout) {
  const commands = buildCommands(base, targets);
  if (commands.length === 0) {
    const names = targets.map((app) => app.name);
    const list =
      names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
    out.write(`Nothing to build: the ${list} ${names.length > 1 ? 'are' : 'is'} up to date.\n`);
    return;
  }
  for (const build of commands) {
    const started = Date.now();
    out.write(`Building the ${build.name}… `);
    const { ok, output } = await runBuild(build, base);
    if (!ok) {
      out.write(`failed after ${seconds(Date.now() - started)}:\n\n${output}\n`);
      process.exit(1);
    }
    build.markBuilt();
    out.write(`done in ${seconds(Date.now() - started)}\n`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildIfNeeded();
