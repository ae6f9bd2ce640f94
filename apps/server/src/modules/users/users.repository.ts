import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The only place with user queries. */
export class UsersRepository {
  constructor(private readonly db: Database) {}

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /** Administrators by the case-insensitive role check (SPEC.md §6). */
  async countAdmins(): Promise<number> {
    const [row] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.role}) = 'admin'`);
    return row?.count ?? 0;
  }

  /** Creates the account and its credential in one transaction. */
  async createWithPassword(
    user: NewUserRow & { id: string },
    passwordHash: string,
  ): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values(user).returning();
      await tx.insert(accounts).values({
        id: crypto.randomUUID(),
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: passwordHash,
      });
      return row!;
    });
  }

  async update(id: string, patch: Partial<NewUserRow>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  /** Signs the user out everywhere. */
  async revokeSessions(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
