import crypto from 'node:crypto';
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { DEFAULT_ROLE, type ImportLine, type ImportOutcome } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';
import {
  isFirebaseHash,
  storedFirebaseHash,
  type FirebaseHashConfig,
} from '../../modules/auth/firebase-scrypt';
import type { Transaction } from '../../modules/files/files.repository';
import type { FirebaseAuthUser } from './auth-export';

/** A user's profile from the Firestore `users` collection (SPEC.md §3), where there is one. */
export type FirebaseProfile = {
  role?: string | null;
  team?: string | null;
  status?: 'active' | 'inactive';
  createdAt?: Date | null;
  updatedAt?: Date | null;
};

export type { ImportLine, ImportOutcome };

/** A user as the import would write it. */
type Planned = {
  row: typeof users.$inferInsert & { id: string };
  /** The stored Firebase hash, or null when the user has none to bring. */
  passwordHash: string | null;
};

/** Whether the export's date (when it has one) is the one stored. */
const sameDate = (stored: Date, exported: Date | undefined) =>
  exported === undefined || stored.getTime() === exported.getTime();

/**
 * Users from a Firebase Authentication export joined with their Firestore profiles (issue #20):
 * the account's uid is the user's id (so a second run matches each user again), its email,
 * display name and disabled flag; the profile's role, team, status and dates. An account without
 * a profile becomes an active engineer (SPEC.md's first-login rule). Without the profiles at all
 * (`profiles` null: a run without Firestore), a user already here keeps role, team, status and
 * dates, and only a new one gets those defaults. A password hash comes with
 * its project's parameters; without a hash, or without the parameters, the user is imported
 * without a password and the report says they need a reset. A password already replaced in
 * Toolbox (the user signed in since) is kept; a newer Firebase hash replaces an older one.
 *
 * Writes in `tx` when given (the caller's one transaction for the whole run); with `dryRun` it
 * only reads and reports.
 */
export async function importUsers(
  db: Database | Transaction,
  input: {
    accounts: FirebaseAuthUser[];
    hashConfig: FirebaseHashConfig | null;
    /** Null when the run has no Firestore export: existing users keep role, team and status. */
    profiles: ReadonlyMap<string, FirebaseProfile> | null;
  },
  { dryRun, tick = () => undefined }: { dryRun: boolean; tick?: () => void },
): Promise<ImportLine[]> {
  const lines: ImportLine[] = [];
  const ids = input.accounts.map((account) => account.uid);
  const existing = new Map(
    ids.length === 0
      ? []
      : (await db.select().from(users).where(inArray(users.id, ids))).map((row) => [row.id, row]),
  );
  const hashes = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ userId: accounts.userId, password: accounts.password })
            .from(accounts)
            .where(and(inArray(accounts.userId, ids), eq(accounts.providerId, 'credential')))
        ).map((row) => [row.userId, row.password]),
  );
  const emails = input.accounts.map((account) => account.email);
  const owners = new Map(
    emails.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, email: users.email })
            .from(users)
            .where(inArray(users.email, emails))
        ).map((row) => [row.email, row.id]),
  );
  const seenEmails = new Set<string>();

  for (const account of input.accounts) {
    tick();
    const line = (outcome: ImportOutcome, reason?: string) =>
      lines.push({ collection: 'users', id: account.uid, outcome, ...(reason ? { reason } : {}) });
    if (seenEmails.has(account.email)) {
      line('failed', `another account of the export has the email ${account.email}`);
      continue;
    }
    seenEmails.add(account.email);
    const planned = plan(account, input.profiles?.get(account.uid), input.hashConfig);
    const needsReset = planned.passwordHash
      ? undefined
      : account.passwordHash
        ? 'no --hash-config: imported without a password, needs a password reset'
        : 'no password in Firebase: imported without one, needs a password reset';

    const owner = owners.get(account.email);
    if (owner && owner !== account.uid) {
      line('failed', `the email ${account.email} belongs to another Toolbox user`);
      continue;
    }

    const before = existing.get(account.uid);
    if (!before) {
      if (!dryRun) await insert(db, planned);
      line('imported', needsReset);
      continue;
    }
    const stored = hashes.get(account.uid) ?? null;
    // A hash Toolbox made since (the user signed in) is theirs now; a Firebase one is refreshed.
    const newHash =
      planned.passwordHash &&
      (stored === null || isFirebaseHash(stored)) &&
      stored !== planned.passwordHash
        ? planned.passwordHash
        : null;
    const row = input.profiles ? planned.row : accountFields(planned.row);
    const changed = differs(before, row);
    if (!changed && !newHash) {
      line('skipped', 'unchanged');
      continue;
    }
    if (!dryRun) {
      const { id: _id, ...fields } = row;
      await db.update(users).set(fields).where(eq(users.id, account.uid));
      if (newHash) {
        // Only over no password or a Firebase one: a password set in Toolbox meanwhile stays.
        await db
          .update(accounts)
          .set({ password: newHash })
          .where(
            and(
              eq(accounts.userId, account.uid),
              eq(accounts.providerId, 'credential'),
              or(isNull(accounts.password), like(accounts.password, '$firebase-scrypt$%')),
            ),
          );
      }
    }
    line('updated', newHash ? 'its Firebase password hash changed' : undefined);
  }
  return lines;
}

/**
 * What an accounts export alone says of a user already here: without the profiles, role, team,
 * status and dates stay as they are (the first-login defaults are for new users only).
 */
function accountFields({ id, email, displayName, disabled }: Planned['row']) {
  return { id, email, displayName, disabled };
}

/** Whether writing `row` would change the stored user (dates only where the export has them). */
function differs(before: typeof users.$inferSelect, row: Partial<Planned['row']>): boolean {
  return (
    (['email', 'displayName', 'role', 'team', 'status', 'disabled'] as const).some(
      (key) => key in row && before[key] !== row[key],
    ) ||
    ('createdAt' in row && !sameDate(before.createdAt, row.createdAt ?? undefined))
  );
}

function plan(
  account: FirebaseAuthUser,
  profile: FirebaseProfile | undefined,
  hashConfig: FirebaseHashConfig | null,
): Planned {
  // Without dates, a new user gets the time of the import and an existing one keeps its own.
  const createdAt = profile?.createdAt ?? account.createdAt ?? undefined;
  const updatedAt = profile?.updatedAt ?? createdAt;
  return {
    row: {
      id: account.uid,
      email: account.email,
      emailVerified: true,
      displayName: account.displayName,
      role: profile?.role?.trim() || DEFAULT_ROLE,
      team: profile?.team?.trim() || null,
      status: profile?.status ?? 'active',
      disabled: account.disabled,
      ...(createdAt ? { createdAt } : {}),
      ...(updatedAt ? { updatedAt } : {}),
    },
    passwordHash:
      account.passwordHash && account.salt && hashConfig
        ? storedFirebaseHash(hashConfig, account.salt, account.passwordHash)
        : null,
  };
}

async function insert(db: Database | Transaction, { row, passwordHash }: Planned): Promise<void> {
  await db.insert(users).values(row);
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: row.id,
    providerId: 'credential',
    userId: row.id,
    password: passwordHash,
  });
}
