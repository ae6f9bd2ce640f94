import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
// The barrel, as the server loads it: its schemas speak in the domain's sentences.
import { UserInput } from './index';

// Issue #17 item 6 holds in the browser too: a bundle that uses a domain schema keeps the domain's
// sentences for validation failures. The package is marked free of side effects, and a bundler
// dropped the module that set them (the forms then showed zod's "Invalid input: expected …").
const ENTRY = `
import { UserInput } from '@toolbox/domain';
const result = UserInput.safeParse({ email: 12, displayName: 'Ada', team: [] });
const messages = result.success ? [] : result.error.issues.map((issue) => issue.message);
console.log(JSON.stringify(messages));
`;

describe('a browser bundle of a domain schema', () => {
  it('reports failures in the domain’s sentences, as the server does', async () => {
    // Inside the workspace, where '@toolbox/domain' resolves as it does for the apps.
    const dir = fs.mkdtempSync(path.join(import.meta.dirname, '..', '.bundle-test-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      fs.writeFileSync(entry, ENTRY);
      const output = (await build({
        root: dir,
        logLevel: 'silent',
        configFile: false,
        build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
      })) as Rolldown.RolldownOutput[];
      const chunk = output[0]!.output.find((file) => file.type === 'chunk')!;
      const bundled = path.join(dir, 'bundled.mjs');
      fs.writeFileSync(bundled, chunk.code);
      // A process of its own: zod keeps its configuration on globalThis, which this one has set.
      const messages = JSON.parse(
        execFileSync(process.execPath, [bundled], { encoding: 'utf8' }),
      ) as string[];

      const expected = UserInput.safeParse({ email: 12, displayName: 'Ada', team: [] }).error!
        .issues;
      expect(messages).toEqual(expected.map((issue) => issue.message));
      expect(messages).toContain('Team must be text');
      expect(messages.join(' ')).not.toMatch(/expected|received|Invalid input/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
