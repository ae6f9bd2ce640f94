import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordChecker } from './password-hash';

describe('PasswordChecker', () => {
  it('asks again whether old hashes are left after the count failed once', async () => {
    let calls = 0;
    const checker = new PasswordChecker({
      countOutdatedHashes: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('database away')) : Promise.resolve(0);
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
