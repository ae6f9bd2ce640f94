import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Claims DATA_DIR for this process. The embedded database must never be opened by two servers,
 * so a second server is refused with a clear message; a lock left by a crashed server is taken over.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another Toolbox server (process ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
          { cause: error },
        );
      }
      fs.unlinkSync(lockPath); // stale: its server is gone
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type GeneratedSecrets = { sessionSecret: string };

/** Secrets the operator did not give, generated once into DATA_DIR with mode 0600. */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
    if (typeof stored.sessionSecret === 'string' && stored.sessionSecret.length >= 32) {
      return { sessionSecret: stored.sessionSecret };
    }
  }
  const secrets: GeneratedSecrets = { sessionSecret: crypto.randomBytes(32).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
