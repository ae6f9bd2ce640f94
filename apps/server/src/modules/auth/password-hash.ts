import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import {
  PASSWORD_POLICY_ERROR_CODE,
  passwordPolicyMessage,
  type PasswordPolicy,
} from '@toolbox/domain';
import { AppError } from '../../lib/errors';
import { isFirebaseHash, verifyFirebaseHash } from './firebase-scrypt';

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

/** The hashes of older kinds still stored, which every sign-in pays for while any is left. */
export type OutdatedHashes = {
  /** How many are better-auth's scrypt (from before decision 022). */
  scrypt: number;
  /** One imported from Firebase (issue #20), for its project's parameters; null when none is. */
  firebase: string | null;
};

/** Where the stored hashes are, for upgrading one and knowing whether any old one is left. */
export type HashStore = {
  outdatedHashes(): Promise<OutdatedHashes>;
  /** Stores `newHash` in place of `oldHash`. */
  replacePasswordHash(oldHash: string, newHash: string): Promise<void>;
};

// A scrypt hash as better-auth wrote them before argon2id (decision 022): its cost, paid on
// every path while any such hash is left, keeps all sign-ins equally long.
const SCRYPT_PADDING =
  '00000000000000000000000000000000:' +
  '0000000000000000000000000000000000000000000000000000000000000000' +
  '0000000000000000000000000000000000000000000000000000000000000000';

/** How long the count of older hashes is trusted before it is asked again. */
export const OUTDATED_RECOUNT_MS = 60_000;

/** The kinds of stored hash: what a sign-in pays one check of, for each kind still stored. */
type HashKind = 'argon2' | 'scrypt' | 'firebase';

const kindOf = (hash: string): HashKind =>
  hash.startsWith('$argon2') ? 'argon2' : isFirebaseHash(hash) ? 'firebase' : 'scrypt';

/** How a hash of each kind is checked; a wrong or unreadable hash is `false`, never a throw. */
export type HashChecks = Record<HashKind, (hash: string, password: string) => Promise<boolean>>;

const CHECKS: HashChecks = {
  argon2: (hash, password) => argon2Verify(hash, password).catch(() => false),
  firebase: (hash, password) => verifyFirebaseHash(hash, password).catch(() => false),
  // better-auth's own check, loaded for the first such hash only: most installations have none.
  scrypt: (hash, password) =>
    import('better-auth/crypto')
      .then(({ verifyPassword }) => verifyPassword({ hash, password }))
      .catch(() => false),
};

/**
 * Checks passwords for sign-in and password changes: argon2id hashes directly, better-auth's
 * older scrypt hashes and hashes imported from Firebase (its modified scrypt) too, replacing each
 * with argon2id at its owner's next successful check. Every path costs the same (security promise
 * 1): a wrong password for a known email, any password for an unknown one, an old hash or a new
 * one. Each path pays one argon2id, plus one check of each older kind while a hash of that kind
 * is left anywhere (the user's own hash for its kind, a stand-in for the others).
 */
export class PasswordChecker {
  private outdatedLeft: Promise<OutdatedHashes> | undefined;
  private outdatedAt = 0;
  private padding: Promise<string> | undefined;

  constructor(
    private readonly store: HashStore,
    private readonly checks: HashChecks = CHECKS,
    private readonly now: () => number = Date.now,
  ) {}

  /** better-auth's hash: for storage, and for an unknown email, where its cost is the point. */
  readonly hash = async (password: string): Promise<string> => {
    const hash = await hashPassword(password);
    await this.payForOthers('argon2', password);
    return hash;
  };

  readonly verify = async ({ hash, password }: { hash: string; password: string }) => {
    const kind = kindOf(hash);
    const valid = await this.checks[kind](hash, password);
    if (kind !== 'argon2') await this.checks.argon2(await this.argon2Padding(), password);
    await this.payForOthers(kind, password);
    if (valid && !hash.startsWith(CURRENT)) await this.upgrade(hash, password);
    return valid;
  };

  /** One check of each older kind still stored, other than `kind` (already paid for). */
  private async payForOthers(kind: HashKind, password: string): Promise<void> {
    const left = await this.outdated();
    if (kind !== 'scrypt' && left.scrypt > 0) await this.checks.scrypt(SCRYPT_PADDING, password);
    if (kind !== 'firebase' && left.firebase) await this.checks.firebase(left.firebase, password);
  }

  private outdated(): Promise<OutdatedHashes> {
    // Asked again after a while: on PostgreSQL an import may add Firebase hashes while this
    // server runs, and from then every path must pay for them (issue #20).
    if (this.now() - this.outdatedAt > OUTDATED_RECOUNT_MS) this.outdatedLeft = undefined;
    if (!this.outdatedLeft) {
      this.outdatedAt = this.now();
      // A count that failed (the database away for a moment) is asked again next time.
      this.outdatedLeft = this.store.outdatedHashes().catch((error: unknown) => {
        this.outdatedLeft = undefined;
        throw error;
      });
    }
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
