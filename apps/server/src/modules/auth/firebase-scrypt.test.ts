import { describe, expect, it } from 'vitest';
import {
  firebaseScrypt,
  parseFirebaseHash,
  storedFirebaseHash,
  verifyFirebaseHash,
  type FirebaseHashConfig,
} from './firebase-scrypt';

// Issue #20: users imported from Firebase sign in with the password they already have.

/** The sample project of Firebase's own documentation (github.com/firebase/scrypt, README). */
const SAMPLE: FirebaseHashConfig = {
  signerKey:
    'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
  saltSeparator: 'Bw==',
  rounds: 8,
  memCost: 14,
};
const SAMPLE_USER = {
  password: 'user1password',
  salt: '42xEC+ixf3L2lw==',
  hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
};

describe("Firebase's modified scrypt", () => {
  it('gives the hash of Firebase’s documented sample', async () => {
    const hash = await firebaseScrypt(
      SAMPLE_USER.password,
      Buffer.from(SAMPLE_USER.salt, 'base64'),
      SAMPLE,
    );
    expect(hash.toString('base64')).toBe(SAMPLE_USER.hash);
  });

  it('gives the firebase-scrypt package’s test vector (its other parameters)', async () => {
    // firebase-scrypt 2.2.0, src/firebaseScrypt.spec.js.
    const config = { memCost: 1, rounds: 1, saltSeparator: 'separator', signerKey: 'superlongkey' };
    const hash = await firebaseScrypt('test', Buffer.from('salt', 'base64'), config);
    expect(hash.toString('base64')).toBe('PrZI5nfqjOEk');
  });
});

describe('a stored Firebase hash', () => {
  const stored = storedFirebaseHash(SAMPLE, SAMPLE_USER.salt, SAMPLE_USER.hash);

  it('takes the old password and nothing else', async () => {
    expect(await verifyFirebaseHash(stored, SAMPLE_USER.password)).toBe(true);
    expect(await verifyFirebaseHash(stored, 'user1Password')).toBe(false);
    expect(await verifyFirebaseHash(stored, '')).toBe(false);
  });

  it('reads hashes in the Admin SDK’s URL-safe base64 too', async () => {
    const urlSafe = (value: string) => value.replace(/\+/g, '-').replace(/\//g, '_');
    const fromSdk = storedFirebaseHash(
      { ...SAMPLE, signerKey: urlSafe(SAMPLE.signerKey) },
      urlSafe(SAMPLE_USER.salt),
      urlSafe(SAMPLE_USER.hash),
    );
    expect(fromSdk).toBe(stored);
    expect(await verifyFirebaseHash(fromSdk, SAMPLE_USER.password)).toBe(true);
  });

  it('refuses what is not one, and parameters that would take unbounded memory', async () => {
    expect(parseFirebaseHash('$argon2id$v=19$m=19456,t=2,p=1$abc$def')).toBeNull();
    expect(parseFirebaseHash(stored.replace('m=14', 'm=30'))).toBeNull();
    expect(parseFirebaseHash(stored.replace('r=8', 'r=0'))).toBeNull();
    expect(parseFirebaseHash('$firebase-scrypt$r=8,m=14$Bw==')).toBeNull();
    expect(await verifyFirebaseHash(stored.replace('m=14', 'm=30'), SAMPLE_USER.password)).toBe(
      false,
    );
  });
});
