import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  OUTDATED_RECOUNT_MS,
  PasswordChecker,
  type HashChecks,
  type OutdatedHashes,
} from './password-hash';

describe('PasswordChecker', () => {
  it('asks again whether old hashes are left after the count failed once', async () => {
    let calls = 0;
    const checker = new PasswordChecker({
      outdatedHashes: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('database away'))
          : Promise.resolve({ scrypt: 0, firebase: null });
      },
      replacePasswordHash: () => Promise.resolve(),
    });
    const hash = await hashPassword('correct-horse');
    await expect(checker.verify({ hash, password: 'correct-horse' })).rejects.toThrow(
      'database away',
    );
    await expect(checker.verify({ hash, password: 'correct-horse' })).resolves.toBe(true);
  });
});

describe('PasswordChecker, while the server runs', () => {
  it('learns within a minute that an import brought Firebase hashes, and pays for them', async () => {
    let left: OutdatedHashes = { scrypt: 0, firebase: null };
    let clock = 0;
    const calls: string[] = [];
    const checker = new PasswordChecker(
      { outdatedHashes: () => Promise.resolve(left), replacePasswordHash: () => Promise.resolve() },
      {
        argon2: () => Promise.resolve(calls.push('argon2') < 0),
        scrypt: () => Promise.resolve(calls.push('scrypt') < 0),
        firebase: () => Promise.resolve(calls.push('firebase') < 0),
      },
      () => clock,
    );
    await checker.hash('p');
    expect(calls).toEqual([]);
    // An import on PostgreSQL adds Firebase hashes while this server runs.
    left = { scrypt: 0, firebase: '$firebase-scrypt$r=8,m=14$Bw==$a2V5$c2FsdA==$aGFzaA==' };
    clock = OUTDATED_RECOUNT_MS + 1;
    await checker.verify({ hash: '$argon2id$v=19$m=19456,t=2,p=1$x$y', password: 'p' });
    expect(calls).toEqual(['argon2', 'firebase']);
  });
});

describe('PasswordChecker, while a hash imported from Firebase is left (issue #20)', () => {
  const FIREBASE = '$firebase-scrypt$r=8,m=14$Bw==$a2V5$c2FsdA==$aGFzaA==';

  /** A checker whose checks are counted, over a store with `left`. */
  function counted(left: OutdatedHashes) {
    const calls: string[] = [];
    const count =
      (kind: keyof HashChecks, answer: boolean) => (hash: string, _password: string) => {
        calls.push(kind);
        return Promise.resolve(answer && !hash.includes('padding'));
      };
    const checker = new PasswordChecker(
      { outdatedHashes: () => Promise.resolve(left), replacePasswordHash: () => Promise.resolve() },
      {
        argon2: count('argon2', false),
        scrypt: count('scrypt', false),
        firebase: count('firebase', true),
      },
    );
    return { checker, calls };
  }

  it('pays one argon2id and one Firebase check on every path', async () => {
    const left = { scrypt: 0, firebase: FIREBASE };
    for (const hash of ['$argon2id$v=19$m=19456,t=2,p=1$x$y', FIREBASE]) {
      const { checker, calls } = counted(left);
      await checker.verify({ hash, password: 'p' });
      expect(calls.sort()).toEqual(['argon2', 'firebase']);
    }
    // An unknown email: the argon2id is the hash it makes; the Firebase check is paid besides.
    const { checker, calls } = counted(left);
    await checker.hash('p');
    expect(calls).toEqual(['firebase']);
  });

  it('pays for Firebase no more once none is left', async () => {
    const { checker, calls } = counted({ scrypt: 0, firebase: null });
    await checker.verify({ hash: '$argon2id$v=19$m=19456,t=2,p=1$x$y', password: 'p' });
    expect(calls).toEqual(['argon2']);
  });
});
