import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

type LockedPackage = { version?: string; engines?: { node?: string } | string[] };

/**
 * `npm install` on the oldest Node the README names prints no engine warning: every locked
 * package's `engines.node` admits it (the overrides in package.json pin the ones that would not).
 */
describe('a clean install', () => {
  const engines = readJson('package.json').engines as { node: string };
  const oldest = semver.minVersion(engines.node)!.version;

  it('names the same oldest Node in package.json and the README', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const [major, minor] = oldest.split('.');
    expect(readme).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it(`locks only packages that run on Node ${oldest}`, () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => {
        const range = (p.engines as { node: string }).node;
        return !semver.satisfies(oldest, range, { includePrerelease: true });
      })
      .map(([name, p]) => `${name}@${p.version} (node ${(p.engines as { node: string }).node})`);
    expect(refusing).toEqual([]);
  });

  it('approves every install script npm 11 would otherwise skip with a warning', () => {
    const allowed = Object.keys(readJson('package.json').allowScripts as Record<string, boolean>);
    const lock = readJson('package-lock.json') as {
      packages: Record<string, LockedPackage & { hasInstallScript?: boolean }>;
    };
    const unapproved = Object.entries(lock.packages)
      .filter(([name, p]) => name.includes('node_modules/') && p.hasInstallScript)
      .map(([name]) => name.slice(name.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => !allowed.includes(name));
    expect(unapproved).toEqual([]);
  });
});
