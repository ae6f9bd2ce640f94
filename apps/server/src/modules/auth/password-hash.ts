import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';
import {
  PASSWORD_POLICY_ERROR_CODE,
  passwordPolicyMessage,
  type PasswordPolicy,
} from '@toolbox/domain';
import { AppError } from '../../lib/errors';

/** OWASP's first choice for password storage: argon2id, 19 MiB, two passes, one lane. */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that cannot be imported here.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT = '$argon2id$v=19$m=19456,t=2,p=1$';

/** A password's hash for storage (argon2id, native, off the event loop). */
export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2);

/** Refuses a password the policy does not allow, naming what it lacks, on the given field. */
export function assertPasswordAllowed(
  policy: PasswordPolicy,
  password: string,
  field: string,
): void {
  const message = passwordPolicyMessage(password, policy);
  if (message) throw new AppError(400, PASSWORD_POLICY_ERROR_CODE, message, { [field]: [message] });
}

/**
 * A hasher for storage that checks the policy first. A function of the policy alone, so the
 * users module can hash without waiting for the auth module.
 */
export function policyCheckedHasher(policy: PasswordPolicy) {
  return async (password: string, field: string): Promise<string> => {
    assertPasswordAllowed(policy, password, field);
    return hashPassword(password);
  };
}

/** Where the stored hashes are, for upgrading one and knowing whether any old one is left. */
export type HashStore = {
  /** How many credentials still hold a hash of an older kind (better-auth's scrypt). */
  countOutdatedHashes(): Promise<number>;
  /** Stores `newHash` in place of `oldHash`. */
  replacePasswordHash(oldHash: string, newHash: string): Promise<void>;
};

// A scrypt hash as better-auth wrote them before argon2id (decision 022): its cost, paid on
// every path while any such hash is left, keeps all sign-ins equally long.
const SCRYPT_PADDING =
  '00000000000000000000000000000000:' +
  '0000000000000000000000000000000000000000000000000000000000000000' +
  '0000000000000000000000000000000000000000000000000000000000000000';

/**
 * Checks passwords for sign-in and password changes: argon2id hashes directly, better-auth's
 * older scrypt hashes too, replacing each with argon2id at its owner's next successful check.
 * Every path costs the same (security promise 1): a wrong password for a known email, any
 * password for an unknown one, an old hash or a new one. While an old hash is left anywhere,
 * each path also pays one scrypt; once the last is replaced, each pays one argon2id alone.
 */
export class PasswordChecker {
  private outdatedLeft: Promise<boolean> | undefined;
  private padding: Promise<string> | undefined;

  constructor(private readonly store: HashStore) {}

  /** better-auth's hash: for storage, and for an unknown email, where its cost is the point. */
  readonly hash = async (password: string): Promise<string> => {
    const hash = await hashPassword(password);
    if (await this.anyOutdated()) await verifyScrypt({ hash: SCRYPT_PADDING, password });
    return hash;
  };

  readonly verify = async ({ hash, password }: { hash: string; password: string }) => {
    if (hash.startsWith('$argon2')) {
      const valid = await argon2Verify(hash, password).catch(() => false);
      if (await this.anyOutdated()) await verifyScrypt({ hash: SCRYPT_PADDING, password });
      if (valid && !hash.startsWith(CURRENT)) await this.upgrade(hash, password);
      return valid;
    }
    const valid = await verifyScrypt({ hash, password }).catch(() => false);
    await argon2Verify(await this.argon2Padding(), password).catch(() => false);
    if (valid) await this.upgrade(hash, password);
    return valid;
  };

  private anyOutdated(): Promise<boolean> {
    // A count that failed (the database away for a moment) is asked again next time.
    this.outdatedLeft ??= this.store.countOutdatedHashes().then(
      (n) => n > 0,
      (error: unknown) => {
        this.outdatedLeft = undefined;
        throw error;
      },
    );
    return this.outdatedLeft;
  }

  private argon2Padding(): Promise<string> {
    this.padding ??= hashPassword('toolbox: a hash checked only for its cost');
    return this.padding;
  }

  private async upgrade(oldHash: string, password: string): Promise<void> {
    await this.store.replacePasswordHash(oldHash, await hashPassword(password));
    this.outdatedLeft = undefined;
  }
}
