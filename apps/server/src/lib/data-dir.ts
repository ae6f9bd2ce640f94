import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from './private-modes';

/**
 * Claims DATA_DIR for this process. The embedded database must never be opened by two servers,
 * so a second server is refused with a clear message; a lock left by a crashed server is taken over.
 * Returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  // The lock appears with its content in one step (write a private file, then link it), so
  // another server never reads a half-written lock.
  const mine = path.join(
    dataDir,
    `.server.lock.${process.pid}.${crypto.randomBytes(4).toString('hex')}`,
  );
  fs.writeFileSync(mine, String(process.pid), { mode: PRIVATE_FILE_MODE });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        fs.linkSync(mine, lockPath);
        return () => {
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockPath);
      if (holder === null) continue; // vanished meanwhile: try again
      if (holder === 'unreadable') {
        throw new Error(
          `The data folder ${dataDir} has a lock file (server.lock) that is not a server's. ` +
            'If no other Toolbox server is running, delete that file and start again.',
        );
      }
      if (holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Another Toolbox server (process ${holder}) is already using the data folder ${dataDir}. ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      // Stale: its server is gone. Move it aside under a unique name, so two servers replacing
      // the same stale lock cannot remove each other's fresh one.
      try {
        fs.renameSync(lockPath, `${mine}.stale`);
        fs.rmSync(`${mine}.stale`, { force: true });
      } catch {
        // Someone else moved it first: look again.
      }
    }
    throw new Error(`Could not lock the data folder ${dataDir}; is another server starting?`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/**
 * The pid in a lock file; null when it is gone. Locks are written in one step, so a lock that
 * holds no pid was not written by a server: it is reported, never taken over.
 */
function readHolder(lockPath: string): number | 'unreadable' | null {
  try {
    const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
    return Number.isInteger(holder) && holder > 0 ? holder : 'unreadable';
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type GeneratedSecrets = {
  sessionSecret: string;
  /** Web Push key pair (VAPID), base64url as push services and browsers take them. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
};

/**
 * Secrets the operator did not give, generated once into DATA_DIR with mode 0600. A file from an
 * older version keeps what it has and gains what it lacks.
 */
export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<GeneratedSecrets> = {};
  if (fs.existsSync(file)) {
    stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>;
  }
  const hasSession = typeof stored.sessionSecret === 'string' && stored.sessionSecret.length >= 32;
  const hasVapid =
    typeof stored.vapidPublicKey === 'string' && typeof stored.vapidPrivateKey === 'string';
  if (hasSession && hasVapid) return stored as GeneratedSecrets;
  const vapid = hasVapid
    ? { publicKey: stored.vapidPublicKey!, privateKey: stored.vapidPrivateKey! }
    : generateVapidKeys();
  const secrets: GeneratedSecrets = {
    sessionSecret: hasSession
      ? stored.sessionSecret!
      : crypto.randomBytes(32).toString('base64url'),
    vapidPublicKey: vapid.publicKey,
    vapidPrivateKey: vapid.privateKey,
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: PRIVATE_FILE_MODE });
  return secrets;
}

/**
 * A P-256 key pair for VAPID: the public key as the uncompressed point (65 bytes), the private
 * key as the 32-byte scalar, both base64url, as web-push and PushManager.subscribe expect.
 */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const scalar = ecdh.getPrivateKey();
  // A scalar with leading zero bytes comes back shorter; push libraries want exactly 32 bytes.
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}
