import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecrets, lockDataDir } from './data-dir';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-datadir-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('refuses a second server on the same data folder with a clear message', () => {
    const dir = tempDir();
    // The parent of this test process is alive: it stands for the other server.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      /Another Toolbox server \(process \d+\) is already using the data folder/,
    );
  });

  it('takes over a lock left by a crashed server, and releases its own', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '2147483646');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('never takes over a lock without a pid in it, and says what to do', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), '');
    expect(() => lockDataDir(dir)).toThrow(
      /not a server's\. If no other Toolbox server is running, delete/,
    );
  });

  it('refuses a claim while the holder of the lock is alive', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    // Same process, so the second claim sees its own pid as the holder: fake another live one.
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/Another Toolbox server/);
    release();
  });

  it('creates the folder when it does not exist', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
    release();
  });
});

describe('loadOrCreateSecrets', () => {
  it('generates a session secret once, readable by the owner only, and keeps it', () => {
    const dir = tempDir();
    const first = loadOrCreateSecrets(dir);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateSecrets(dir)).toEqual(first);
  });
});
