import {
  getTableColumns,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { AUDIT_ACTIONS, type UserListQuery } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  accounts,
  appSettings,
  auditLog,
  passwordResetTokens,
  SECURITY_SETTINGS_KEY,
  sessions,
  users,
} from '../../db/schema';
import type { Transaction } from '../files/files.repository';
import { ListTotals } from '../../lib/list-totals';
import { UntilNextWrite } from '../../db/until-next-write';

export type UserRow = typeof users.$inferSelect;

/** A session with its account: who is behind a request, and what the session says. */
export type SessionWithAccount = {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
  revokedReason: string | null;
  lastActiveAt: Date;
  /** Whether administrators must use two-factor sign-in (decision 030), read in the same query. */
  requireAdminTwoFactor: boolean;
};
export type NewUserRow = typeof users.$inferInsert;

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  email: users.email,
  displayName: users.displayName,
  role: users.role,
  team: users.team,
  status: users.status,
} as const;

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Serialises changes that could remove the last active administrator. */
const ADMINS_LOCK_KEY = 7_260_312;

/** An active administrator: role admin (any case), status active, not disabled. */
const isActiveAdmin = sql`lower(${users.role}) = 'admin' and ${users.status} = 'active' and ${users.disabled} = false`;

/** A session and its account, found by `key` in `column` (the token's hash, or the id). */
function sessionQuery(
  db: Database,
  column: typeof sessions.id | typeof sessions.token,
  name: string,
) {
  return db
    .select({
      user: users,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      revokedReason: sessions.revokedReason,
      lastActiveAt: sessions.lastActiveAt,
      // The security setting rides along: the gate of decision 030 costs no query of its own.
      requireAdminTwoFactor: sql<boolean>`coalesce((
        select (${appSettings.value} ->> 'requireAdminTwoFactor')::boolean
        from ${appSettings} where ${appSettings.key} = ${SECURITY_SETTINGS_KEY}
      ), false)`.mapWith((value: unknown) => value === true || value === 't'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(column, sql.placeholder('key')))
    .limit(1)
    .prepare(name);
}
type PreparedSessionQuery = ReturnType<typeof sessionQuery>;

/** Sessions kept in memory at most (a few hundred bytes each). */
const MAX_KEPT_SESSIONS = 2000;

/** The only place with user queries. */
export class UsersRepository {
  private readonly totals = new ListTotals();

  /**
   * The session behind a request with its account, in one query (decision 022), prepared: on
   * PostgreSQL each connection parses and plans it once. PGlite has no named statements, and
   * Drizzle runs it there as any other query.
   */
  private readonly sessionByToken: PreparedSessionQuery;
  private readonly sessionById: PreparedSessionQuery;
  /**
   * Sessions by token hash, each kept until the next write (on PGlite, decision 032): a signed-in
   * request then reads nothing. Signing out, a revocation, a role change or the minute's touch of
   * a session are all writes, so none of them is missed.
   */
  private readonly sessionsByToken: UntilNextWrite<SessionWithAccount>;

  /** `writes` is the database's write count, when it has one (PGlite). */
  constructor(
    private readonly db: Database,
    writes?: () => number,
  ) {
    this.sessionsByToken = new UntilNextWrite(writes, MAX_KEPT_SESSIONS);
    this.sessionByToken = sessionQuery(db, sessions.token, 'session_by_token');
    this.sessionById = sessionQuery(db, sessions.id, 'session_by_id');
  }

  /** Runs `work` in one transaction, so a change and its audit entry commit together. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(
    email: string,
    db: Database | Transaction = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return row;
  }

  /**
   * One page of users with the total for the filters (docs/product.md#user-admin: createdAt
   * descending by default).
   */
  async page(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(or(ilike(users.email, pattern), ilike(users.displayName, pattern))!);
    }
    if (query.role) conditions.push(sql`lower(${users.role}) = ${query.role.toLowerCase()}`);
    if (query.team) conditions.push(eq(users.team, query.team));
    if (query.status === 'disabled') conditions.push(eq(users.disabled, true));
    if (query.status === 'active' || query.status === 'inactive') {
      conditions.push(and(eq(users.status, query.status), eq(users.disabled, false))!);
    }
    const where = conditions.length ? and(...conditions) : undefined;
    const column = SORT_COLUMNS[query.sort];
    const direction = query.order === 'asc' ? asc : desc;
    return this.totals.page(
      'users',
      query,
      (listVersion) =>
        this.db
          .select({ ...getTableColumns(users), listVersion })
          .from(users)
          .where(where)
          .orderBy(direction(column), direction(users.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) => this.db.select({ n: count(), listVersion }).from(users).where(where),
    );
  }

  /** The roles and teams in use, for the list's filters. */
  async facets(): Promise<{ roles: string[]; teams: string[] }> {
    const [roles, teams] = await Promise.all([
      this.db
        .selectDistinct({ value: users.role })
        .from(users)
        .where(sql`${users.role} is not null and ${users.role} <> ''`)
        .orderBy(users.role),
      this.db
        .selectDistinct({ value: users.team })
        .from(users)
        .where(sql`${users.team} is not null and ${users.team} <> ''`)
        .orderBy(users.team),
    ]);
    return { roles: roles.map((r) => r.value!), teams: teams.map((t) => t.value!) };
  }

  /** Last time a session of the user was used, or their last sign-in, whichever is later. */
  async lastActiveAt(userId: string): Promise<Date | null> {
    const [row] = await selectRows<{ at: Date | string | null }>(
      this.db,
      sql`
      select greatest(
        (select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${userId}),
        (select max(${auditLog.at}) from ${auditLog}
          where ${auditLog.actorId} = ${userId} and ${auditLog.action} = ${AUDIT_ACTIONS.signIn})
      ) as at`,
    );
    return row?.at ? new Date(row.at) : null;
  }

  /**
   * Active administrators (case-insensitive role, docs/product.md#roles): none means nobody can
   * sign in to manage.
   */
  async countActiveAdmins(db: Database | Transaction = this.db): Promise<number> {
    const [row] = await db.select({ count: count() }).from(users).where(isActiveAdmin);
    return row?.count ?? 0;
  }

  /**
   * Held for the rest of `tx` by whoever seeds the first administrator: replicas started together
   * on an empty database take turns, and the second finds the first one's (issue #21 item 4).
   */
  async lockSeeding(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('users:seed', 7260313))`);
  }

  /** Creates the account and its credential in the caller's transaction. */
  async createWithPassword(
    tx: Transaction,
    user: NewUserRow & { id: string },
    passwordHash: string,
  ): Promise<UserRow> {
    const [row] = await tx.insert(users).values(user).returning();
    await tx.insert(accounts).values({
      id: crypto.randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: passwordHash,
    });
    return row!;
  }

  /** Changes the user, in the caller's transaction when given one. */
  async update(
    id: string,
    patch: Partial<NewUserRow>,
    tx: Database | Transaction = this.db,
  ): Promise<UserRow | undefined> {
    const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * Changes the user in the caller's transaction, first taking the administrators' lock. With
   * `keepAnotherAdmin`, it first checks that an active administrator other than this user
   * remains, and answers 'last-admin' instead of changing anything: two administrators cannot
   * disable each other at the same moment. `sessions` marks every session of the user revoked
   * with that reason (refused on next use), or deletes them ('delete').
   */
  async guardedUpdate(
    tx: Transaction,
    id: string,
    patch: Partial<NewUserRow>,
    options: {
      keepAnotherAdmin: boolean;
      /** A revocation reason, or 'delete'. */ sessions?: string;
    },
  ): Promise<UserRow | undefined | 'last-admin'> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_KEY})`);
    if (options.keepAnotherAdmin) {
      const [other] = await tx
        .select({ count: count() })
        .from(users)
        .where(and(isActiveAdmin, ne(users.id, id)));
      if ((other?.count ?? 0) === 0) return 'last-admin';
    }
    const [row] = await tx.update(users).set(patch).where(eq(users.id, id)).returning();
    // Outstanding password-reset links die with the sessions.
    if (options.sessions)
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
    if (options.sessions === 'delete') {
      await tx.delete(sessions).where(eq(sessions.userId, id));
    } else if (options.sessions) {
      await tx
        .update(sessions)
        .set({ revokedReason: options.sessions })
        .where(eq(sessions.userId, id));
    }
    return row;
  }

  /**
   * Deletes the user in the caller's transaction, under the administrators' lock: 'last-admin'
   * (and nothing deleted) when they are the last active administrator. Their account, sessions,
   * reset links, push subscriptions and activity go with them (foreign keys cascade); content
   * they uploaded keeps its author and uploader as text, and the audit log keeps their id.
   */
  async deleteGuarded(tx: Transaction, id: string): Promise<UserRow | undefined | 'last-admin'> {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINS_LOCK_KEY})`);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) return undefined;
    const [other] = await tx
      .select({ count: count() })
      .from(users)
      .where(and(isActiveAdmin, ne(users.id, id)));
    const isLastAdmin =
      row.role?.trim().toLowerCase() === 'admin' &&
      row.status === 'active' &&
      !row.disabled &&
      (other?.count ?? 0) === 0;
    if (isLastAdmin) return 'last-admin';
    await tx.delete(users).where(eq(users.id, id));
    return row;
  }

  /** The user behind a session, with the session's revocation mark and last use, in one query. */
  async findBySession(sessionId: string): Promise<SessionWithAccount | undefined> {
    const [row] = await this.sessionById.execute({ key: sessionId });
    return row;
  }

  /**
   * The session stored under a token's hash with its account, in one query: what every
   * authenticated request needs to know (decision 022).
   */
  async findByTokenHash(tokenHash: string): Promise<SessionWithAccount | undefined> {
    return this.sessionsByToken.read(tokenHash, async () => {
      const [row] = await this.sessionByToken.execute({ key: tokenHash });
      // Every request of the session gets this same object: frozen, none can change it for the next.
      return row && Object.freeze({ ...row, user: Object.freeze(row.user) });
    });
  }

  /** Signs the user out everywhere. */
  async revokeSessions(userId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.userId, userId));
  }
}
