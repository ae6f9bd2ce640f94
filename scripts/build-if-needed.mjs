// Builds the portal, the toolbox and the server when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'portal',
    output: 'apps/portal/dist/index.html',
    sources: [
      'apps/portal/src',
      'apps/portal/index.html',
      'apps/portal/vite.config.ts',
      'packages/domain/src',
      'packages/client/src',
      'packages/web/src',
    ],
    workspace: '@toolbox/portal',
  },
  {
    name: 'toolbox',
    output: 'apps/toolbox/dist/index.html',
    sources: [
      'apps/toolbox/src',
      'apps/toolbox/public',
      'apps/toolbox/index.html',
      'apps/toolbox/vite.config.ts',
      'packages/domain/src',
      'packages/client/src',
      'packages/web/src',
    ],
    workspace: '@toolbox/toolbox',
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src'],
    workspace: '@toolbox/server',
  },
];

/** The builds whose output is missing or older than their sources, as commands to run. */
export function buildCommands() {
  return targets
    .filter((target) => {
      const built = newestMtime(path.join(root, target.output));
      const sources = Math.max(...target.sources.map((s) => newestMtime(path.join(root, s))));
      return built === 0 || sources > built;
    })
    .map((target) => ({
      name: target.name,
      command: 'npm',
      args: ['run', 'build', '-w', target.workspace],
    }));
}

export function buildIfNeeded() {
  for (const { name, command, args } of buildCommands()) {
    console.log(`Building the ${name}...`);
    execFileSync(command, args, { cwd: root, stdio: 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfNeeded();
