import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommands, buildIfNeeded } from './build-if-needed.mjs';

/**
 * A workspace of two apps, `one` and `two`, built from their own `src` and a shared folder. Each
 * build is a real `npm run build -w …` that writes its dist and notes its name in builds.log, so
 * the log tells which builds were spawned.
 */
let base;
const targets = ['one', 'two'].map((name) => ({
  name,
  dist: `${name}/dist`,
  output: 'index.html',
  sources: [`${name}/src`, 'shared'],
  workspace: name,
}));

function write(file, content) {
  fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
  fs.writeFileSync(path.join(base, file), content);
}

/** Moves a file's modification time a second on, past any stamp taken before (coarse clocks). */
function touch(file) {
  const later = new Date(Date.now() + 1000);
  fs.utimesSync(path.join(base, file), later, later);
}

const builds = () =>
  fs.existsSync(path.join(base, 'builds.log'))
    ? fs.readFileSync(path.join(base, 'builds.log'), 'utf8').trim().split('\n')
    : [];

/** Runs the check and the builds it asks for; answers what it printed and what it built. */
async function start() {
  const before = builds().length;
  let printed = '';
  await buildIfNeeded(base, targets, { write: (text) => (printed += text) });
  return { printed, built: builds().slice(before) };
}

beforeAll(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-build-stamp-'));
  write(
    'package.json',
    JSON.stringify({ name: 'stamps', private: true, workspaces: ['one', 'two'] }),
  );
  for (const name of ['one', 'two']) {
    write(
      `${name}/package.json`,
      JSON.stringify({ name, version: '1.0.0', scripts: { build: 'node build.mjs' } }),
    );
    write(
      `${name}/build.mjs`,
      [
        "import fs from 'node:fs';",
        "fs.mkdirSync('dist', { recursive: true });",
        "fs.writeFileSync('dist/index.html', 'built');",
        `fs.appendFileSync('../builds.log', '${name}\\n');`,
        "console.log('a line of build output nobody needs to read');",
      ].join('\n'),
    );
    write(`${name}/src/main.ts`, `export const app = '${name}';`);
    write(`${name}/src/main.test.ts`, 'test file');
  }
  write('shared/util.ts', 'export const shared = 1;');
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

describe("npm start's build check", () => {
  it('builds what was never built, one quiet line each', async () => {
    const { printed, built } = await start();
    expect(built).toEqual(['one', 'two']);
    expect(printed).toMatch(/^Building the one… done in \d+\.\d s\nBuilding the two… done in/);
    expect(printed).not.toContain('build output');
    expect(printed.trim().split('\n')).toHaveLength(2);
  });

  it('spawns no build when nothing changed, and says so', async () => {
    expect(buildCommands(base, targets)).toEqual([]);
    const { printed, built } = await start();
    expect(built).toEqual([]);
    expect(printed).toBe('Nothing to build: the one and two are up to date.\n');
  });

  it('rebuilds only the app whose source was touched', async () => {
    touch('one/src/main.ts');
    expect((await start()).built).toEqual(['one']);
    expect((await start()).built).toEqual([]);
  });

  it('rebuilds both for a shared source, an added file or a removed one', async () => {
    write('shared/util.ts', 'export const shared = 2;');
    touch('shared/util.ts');
    expect((await start()).built).toEqual(['one', 'two']);
    write('two/src/extra.ts', 'export const extra = 1;');
    touch('two/src/extra.ts');
    expect((await start()).built).toEqual(['two']);
    // A removal leaves no newer time behind: the list of files tells.
    fs.rmSync(path.join(base, 'two/src/extra.ts'));
    expect((await start()).built).toEqual(['two']);
  });

  it('ignores test files and older dates, as an installed copy has them', async () => {
    touch('one/src/main.test.ts');
    const past = new Date('1985-10-26T08:15:00Z');
    for (const file of ['one/src/main.ts', 'two/src/main.ts', 'shared/util.ts'])
      fs.utimesSync(path.join(base, file), past, past);
    expect((await start()).built).toEqual([]);
  });

  it('rebuilds an app whose output is gone', async () => {
    fs.rmSync(path.join(base, 'two/dist/index.html'));
    expect((await start()).built).toEqual(['two']);
  });
});
