import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';

/** The most imported users a single request sends reset links to. */
export const RESET_LINKS_MAX = 1000;

/** The queries behind the Firebase import's section of /settings. */
export class FirebaseImportRepository {
  constructor(private readonly db: Database) {}

  /**
   * Users who can sign in but have no password: only the Firebase import makes them (an account
   * that signed in with Google, or came without hash parameters). Toolbox never creates one.
   */
  awaitingReset(): Promise<{ id: string; email: string }[]> {
    return this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(
        accounts,
        and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')),
      )
      .where(and(isNull(accounts.password), eq(users.status, 'active'), eq(users.disabled, false)))
      .orderBy(asc(users.email))
      .limit(RESET_LINKS_MAX);
  }
}
