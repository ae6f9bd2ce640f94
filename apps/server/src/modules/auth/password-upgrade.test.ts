import { hashPassword as scryptHash } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import { createTestContext, injectAs, type TestContext } from '../../../test/helpers';
import { storedFirebaseHash } from './firebase-scrypt';

// Issue #19 item 7: argon2id for every new hash; an older scrypt hash is replaced at sign-in.
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const storedHash = async (userId: string) => {
  const [row] = await t.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row!.password!;
};

describe('password hashes', () => {
  it('stores argon2id with OWASP’s parameters', async () => {
    const user = await t.createUser();
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs in with an older scrypt hash and replaces it with argon2id', async () => {
    const user = await t.createUser({ password: 'Older-Secret-1' });
    const old = await scryptHash('Older-Secret-1');
    await t.database.db.update(accounts).set({ password: old }).where(eq(accounts.userId, user.id));
    expect((await t.signIn(user.email, 'Wrong-Secret-1')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(old);
    expect((await t.signIn(user.email, 'Older-Secret-1')).statusCode).toBe(200);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await t.signIn(user.email, 'Older-Secret-1')).statusCode).toBe(200);
  });

  it('checks the current password of a change against either kind of hash', async () => {
    const user = await t.createUser({ password: 'Older-Secret-2' });
    await t.database.db
      .update(accounts)
      .set({ password: await scryptHash('Older-Secret-2') })
      .where(eq(accounts.userId, user.id));
    const changed = await injectAs(t, user, 'POST', '/api/v1/auth/change-password', {
      currentPassword: 'Older-Secret-2',
      newPassword: 'Newer-Secret-3',
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await t.signIn(user.email, 'Newer-Secret-3')).statusCode).toBe(200);
  });

  it('signs in with a password hashed by Firebase and replaces it with argon2id (issue #20)', async () => {
    // Firebase's documented sample project and user (github.com/firebase/scrypt).
    const imported = storedFirebaseHash(
      {
        signerKey:
          'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
        saltSeparator: 'Bw==',
        rounds: 8,
        memCost: 14,
      },
      '42xEC+ixf3L2lw==',
      'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
    );
    const user = await t.createUser();
    await t.database.db
      .update(accounts)
      .set({ password: imported })
      .where(eq(accounts.userId, user.id));
    expect((await t.signIn(user.email, 'user1Password')).statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(imported);
    expect((await t.signIn(user.email, 'user1password')).statusCode).toBe(200);
    expect(await storedHash(user.id)).toMatch(/^\$argon2id\$/);
    expect((await t.signIn(user.email, 'user1password')).statusCode).toBe(200);
  });
});
