import { z } from 'zod';

/** One account of `firebase auth:export users.json --format=json`, as far as Toolbox reads it. */
export type FirebaseAuthUser = {
  uid: string;
  email: string;
  displayName: string;
  disabled: boolean;
  /** base64, with `salt`; absent for accounts without a password (another provider). */
  passwordHash: string | null;
  salt: string | null;
  createdAt: Date | null;
};

/** An account of the export that cannot be imported, and why. */
export type UnreadableAccount = { index: number; uid: string | null; reason: string };

/** Epoch milliseconds, as the export writes them (a string of digits) or as a number. */
const epochMs = z
  .union([z.string().regex(/^\d{1,16}$/), z.number().int().nonnegative()])
  .transform((value) => new Date(Number(value)));

const Account = z.object({
  localId: z.string().min(1).max(128),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  displayName: z.string().max(200).optional(),
  disabled: z.boolean().optional(),
  passwordHash: z.string().min(1).optional(),
  salt: z.string().min(1).optional(),
  createdAt: epochMs.optional(),
});

/**
 * The accounts of a Firebase Authentication export (issue #20). The file must be the export's
 * `{ "users": [...] }`; each account is read on its own, so one that cannot be imported (no
 * email, a malformed date) is reported and the others go on.
 */
export function parseAuthExport(text: string): {
  accounts: FirebaseAuthUser[];
  unreadable: UnreadableAccount[];
} {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(
      'The --auth file is not JSON (firebase auth:export … --format=json writes it).',
    );
  }
  const list = (parsed as { users?: unknown } | null)?.users;
  if (!Array.isArray(list)) {
    throw new Error(
      'The --auth file has no "users" list; is it the output of firebase auth:export?',
    );
  }
  const accounts: FirebaseAuthUser[] = [];
  const unreadable: UnreadableAccount[] = [];
  list.forEach((raw: unknown, index) => {
    const result = Account.safeParse(raw);
    const uid =
      typeof (raw as { localId?: unknown })?.localId === 'string'
        ? (raw as { localId: string }).localId
        : null;
    if (!result.success) {
      const issue = result.error.issues[0]!;
      unreadable.push({
        index,
        uid,
        reason: `${issue.path.join('.') || 'account'}: ${issue.message}`,
      });
      return;
    }
    const account = result.data;
    accounts.push({
      uid: account.localId,
      email: account.email,
      displayName: account.displayName?.trim() ?? '',
      disabled: account.disabled ?? false,
      passwordHash: account.passwordHash && account.salt ? account.passwordHash : null,
      salt: account.passwordHash && account.salt ? account.salt : null,
      createdAt: account.createdAt ?? null,
    });
  });
  return { accounts, unreadable };
}
