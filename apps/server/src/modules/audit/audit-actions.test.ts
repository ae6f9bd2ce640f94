import fs from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../..');

/** The server's source files, tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const code = sources(srcDir).map((file) => ({
  file: path.relative(srcDir, file),
  text: fs.readFileSync(file, 'utf8'),
}));

describe('the audit actions the server records', () => {
  it('are the domain’s, each recorded somewhere and labelled for the audit view', () => {
    const used = new Set(code.flatMap(({ text }) => [...text.matchAll(/AUDIT_ACTIONS\.(\w+)/g)]));
    const keys = new Set([...used].map((match) => match[1]!));
    expect([...keys].sort()).toEqual(Object.keys(AUDIT_ACTIONS).sort());
    for (const name of Object.values(AUDIT_ACTIONS)) expect(AUDIT_ACTION_LABELS[name]).toBeTruthy();
  });

  it('are never spelled out a second time in the server', () => {
    const spelled = code.flatMap(({ file, text }) =>
      Object.values(AUDIT_ACTIONS)
        .filter((name) => new RegExp(`['"\`]${name.replace('.', '\\.')}['"\`]`).test(text))
        .map((name) => `${file}: ${name}`),
    );
    expect(spelled).toEqual([]);
  });
});
