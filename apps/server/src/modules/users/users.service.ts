import crypto from 'node:crypto';
import {
  AUDIT_ACTIONS,
  API_ERROR_CODES,
  DEFAULT_ROLE,
  messages,
  mayEnterPortal,
  type Page,
  type AuditActionName,
  type ProfileInput,
  type User,
  type UserDetail,
  type UserFacets,
  type UserListQuery,
} from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../../lib/events/event-bus';
import { conflict, notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import { presentUser, presentUserDetail } from './users.presenter';
import type { Transaction } from '../files/files.repository';
import type { NewUserRow, UserRow, UsersRepository } from './users.repository';

export type CreateAccountInput = {
  email: string;
  password: string;
  displayName: string;
  role?: string | null | undefined;
  team?: string | null | undefined;
  status?: 'active' | 'inactive' | undefined;
};

/** An account as stored: what the session and access checks read (role, status, disabled). */
export type Account = UserRow;

export type UpdateUserInput = {
  email?: string | undefined;
  displayName?: string | undefined;
  role?: string | undefined;
  team?: string | null | undefined;
};

type PreparedAccount = { user: NewUserRow & { id: string }; passwordHash: string };

type GuardOptions = Parameters<UsersRepository['guardedUpdate']>[3];

/** Hashes a password after checking it against the policy, reporting problems on `field`. */
export type PasswordHasher = (password: string, field: string) => Promise<string>;

const isAdminRole = (role: string | null) => role?.trim().toLowerCase() === 'admin';
const isActiveAdmin = (u: UserRow) => isAdminRole(u.role) && u.status === 'active' && !u.disabled;

/**
 * User accounts (docs/product.md#user-status and #user-admin) with the rules of
 * docs/product.md#sec-access.
 */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly hashPassword: PasswordHasher,
    private readonly live: { events: EventBus; logger: FastifyBaseLogger },
  ) {}

  /** The stored account behind an id, for sign-in and resets. */
  findAccount(id: string): Promise<Account | undefined> {
    return this.users.findById(id);
  }

  findAccountByEmail(email: string): Promise<Account | undefined> {
    return this.users.findByEmail(email);
  }

  /** The account behind a session, with the session's revocation mark and last use. */
  findSessionAccount(sessionId: string): Promise<
    | {
        user: Account;
        revokedReason: string | null;
        lastActiveAt: Date;
        requireAdminTwoFactor: boolean;
      }
    | undefined
  > {
    return this.users.findBySession(sessionId);
  }

  /** The session stored under a token's hash, with its account. */
  findSessionByToken(tokenHash: string) {
    return this.users.findByTokenHash(tokenHash);
  }

  /** Signs the user out everywhere. */
  revokeSessions(userId: string): Promise<void> {
    return this.users.revokeSessions(userId);
  }

  /** The API shape of an account. */
  present(account: Account): User {
    return presentUser(account);
  }

  async list(query: UserListQuery): Promise<Page<User>> {
    return presentPage(await this.users.page(query), query, presentUser);
  }

  facets(): Promise<UserFacets> {
    return this.users.facets();
  }

  async get(id: string): Promise<UserDetail> {
    const row = await this.require(id);
    return presentUserDetail(row, await this.users.lastActiveAt(id));
  }

  /** Creates an account and its profile keyed by the account id; the password is only hashed. */
  async createAccount(input: CreateAccountInput, actor: Actor | null): Promise<User> {
    const account = await this.prepareAccount(input);
    const row = await this.users.transaction((tx) => this.insertAccount(tx, account, actor));
    return presentUser(row);
  }

  /** Checks the password and the email before anything is written. */
  private async prepareAccount(input: CreateAccountInput): Promise<PreparedAccount> {
    const passwordHash = await this.hashPassword(input.password, 'password');
    const user = newAccountRow(input);
    if (await this.users.findByEmail(user.email)) throw conflict(messages.user.emailTaken);
    return { user, passwordHash };
  }

  /** Writes a prepared account and its audit entry in the caller's transaction. */
  private async insertAccount(
    tx: Transaction,
    { user, passwordHash }: PreparedAccount,
    actor: Actor | null,
  ): Promise<UserRow> {
    const row = await this.users.createWithPassword(tx, user, passwordHash);
    await this.audit.record(
      {
        action: AUDIT_ACTIONS.userCreated,
        actor,
        target: { type: 'user', id: row.id },
        details: { after: presentUser(row) },
      },
      tx,
    );
    return row;
  }

  /** A signed-in user changes their own display name; nothing else about them. */
  async updateProfile(user: Actor & { id: string }, input: ProfileInput): Promise<User> {
    const before = await this.require(user.id);
    const after = await this.users.transaction(async (tx) => {
      const row = await this.users.update(user.id, { displayName: input.displayName }, tx);
      if (!row) throw notFound(messages.user.notFound);
      await this.recordChange(tx, AUDIT_ACTIONS.userUpdated, before, row, user);
      return row;
    });
    return presentUser(after);
  }

  /** Merges the given fields (docs/product.md#user-admin). */
  async update(id: string, input: UpdateUserInput, actor: Actor & { id: string }): Promise<User> {
    const before = await this.require(id);
    const patch: UpdateUserInput = {};
    if (input.email !== undefined) {
      const email = input.email.trim().toLowerCase();
      const owner = email === before.email ? undefined : await this.users.findByEmail(email);
      if (owner) throw conflict(messages.user.emailTaken);
      patch.email = email;
    }
    if (input.displayName !== undefined) patch.displayName = input.displayName.trim();
    if (input.team !== undefined) patch.team = input.team?.trim() || null;
    let losesAdmin = false;
    if (input.role !== undefined) {
      patch.role = input.role.trim();
      losesAdmin = isActiveAdmin(before) && !isAdminRole(patch.role);
      if (losesAdmin && actor.id === id) throw conflict(messages.user.cannotDemoteSelf);
    }
    // A PATCH with nothing to change answers the user unchanged: no write, no audit entry.
    if (Object.keys(patch).length === 0) return presentUser(before);
    // Losing the admin role ends the user's portal sessions at once.
    const demoted =
      mayEnterPortal(before.role) && patch.role !== undefined && !mayEnterPortal(patch.role);
    return this.guardedChange(AUDIT_ACTIONS.userUpdated, before, patch, actor, {
      keepAnotherAdmin: losesAdmin,
      ...(demoted ? { sessions: 'delete' } : {}),
    });
  }

  /**
   * "Removing a user sets status to inactive" (docs/product.md#user-status). Their sessions are
   * marked revoked: each is refused with the product's message (docs/product.md#login-errors) on
   * every use until it expires (so the user learns why, whichever request comes first), even if the
   * user is enabled again meanwhile.
   */
  async deactivate(id: string, actor: Actor & { id: string }): Promise<User> {
    const before = await this.require(id);
    this.guardStatusChange(before, actor);
    return this.guardedChange(
      AUDIT_ACTIONS.userDeactivated,
      before,
      { status: 'inactive' },
      actor,
      {
        keepAnotherAdmin: isActiveAdmin(before),
        sessions: API_ERROR_CODES.accountInactive,
      },
    );
  }

  /**
   * Disabling sets disabled and inactive; enabling sets enabled and active
   * (docs/product.md#user-status).
   */
  async setDisabled(id: string, disabled: boolean, actor: Actor & { id: string }): Promise<User> {
    const before = await this.require(id);
    if (disabled) {
      this.guardStatusChange(before, actor);
      return this.guardedChange(
        AUDIT_ACTIONS.userDisabled,
        before,
        { disabled: true, status: 'inactive' },
        actor,
        { keepAnotherAdmin: isActiveAdmin(before), sessions: API_ERROR_CODES.accountDisabled },
      );
    }
    return this.guardedChange(
      AUDIT_ACTIONS.userEnabled,
      before,
      { disabled: false, status: 'active' },
      actor,
      { keepAnotherAdmin: false },
    );
  }

  /**
   * Deletes a user permanently (issue #17 item 2), beside SPEC's "remove" (deactivate), which
   * stays. Nobody deletes themselves or the last active administrator. The entry records who they
   * were; their open pages are told at once and leave with the product's message.
   */
  async delete(id: string, actor: Actor & { id: string }): Promise<void> {
    if (id === actor.id) throw conflict(messages.user.cannotDeleteSelf);
    await this.users.transaction(async (tx) => {
      const row = await this.users.deleteGuarded(tx, id);
      if (row === 'last-admin') throw conflict(messages.user.lastAdminDelete);
      if (!row) throw notFound(messages.user.notFound);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.userDeleted,
          actor,
          target: { type: 'user', id },
          details: { before: presentUser(row) },
        },
        tx,
      );
    });
    this.tellOpenPages(id, API_ERROR_CODES.accountDeleted);
  }

  /**
   * On a fresh database, creates the first administrator so someone can sign in. Returns the
   * generated password when none was configured, so the caller can print it once.
   */
  async ensureAdministrator(
    email: string,
    configuredPassword: string | undefined,
  ): Promise<{ created: boolean; generatedPassword?: string }> {
    // Counted as active: if every administrator was disabled, the configured one is restored.
    if ((await this.users.countActiveAdmins()) > 0) return { created: false };
    // Upper and lower case, a digit and a symbol, so it passes any policy the operator sets.
    const generatedPassword = configuredPassword
      ? undefined
      : `Tb7-${crypto.randomBytes(12).toString('base64url')}`;
    // Hashed before the transaction, which replicas starting together take in turn; only when an
    // account is to be made (promoting one never checks a password against the policy).
    const hashed = () => this.hashPassword(configuredPassword ?? generatedPassword!, 'password');
    const earlyHash = (await this.users.findByEmail(email)) ? null : await hashed();
    return this.users.transaction(async (tx) => {
      await this.users.lockSeeding(tx);
      if ((await this.users.countActiveAdmins(tx)) > 0) return { created: false };
      const existing = await this.users.findByEmail(email, tx);
      if (existing) {
        await this.users.update(
          existing.id,
          { role: 'Admin', status: 'active', disabled: false },
          tx,
        );
        await this.audit.record(
          {
            action: AUDIT_ACTIONS.adminSeeded,
            target: { type: 'user', id: existing.id },
            details: { promoted: true },
          },
          tx,
        );
        return { created: false };
      }
      // The account, its creation and its seeding are recorded together or not at all.
      const account = {
        user: newAccountRow({ email, displayName: 'Administrator', role: 'Admin' }),
        passwordHash: earlyHash ?? (await hashed()),
      };
      const row = await this.insertAccount(tx, account, null);
      await this.audit.record(
        { action: AUDIT_ACTIONS.adminSeeded, target: { type: 'user', id: row.id } },
        tx,
      );
      return generatedPassword ? { created: true, generatedPassword } : { created: true };
    });
  }

  private async require(id: string): Promise<UserRow> {
    const row = await this.users.findById(id);
    if (!row) throw notFound(messages.user.notFound);
    return row;
  }

  /** Nobody deactivates or disables themselves; the last-admin rule is checked inside the update. */
  private guardStatusChange(target: UserRow, actor: { id: string }): void {
    if (target.id === actor.id) throw conflict(messages.user.cannotChangeOwnStatus);
  }

  private orLastAdmin(result: UserRow | undefined | 'last-admin'): UserRow {
    if (result === 'last-admin') throw conflict(messages.user.lastAdmin);
    if (!result) throw notFound(messages.user.notFound);
    return result;
  }

  /**
   * Applies a change under the administrators' lock and records it in the same transaction; the
   * last-admin rule refuses it before anything is written.
   */
  private async guardedChange(
    action: AuditActionName,
    before: UserRow,
    patch: Partial<NewUserRow>,
    actor: Actor,
    options: GuardOptions,
  ): Promise<User> {
    const after = await this.users.transaction(async (tx) => {
      const row = this.orLastAdmin(await this.users.guardedUpdate(tx, before.id, patch, options));
      await this.recordChange(tx, action, before, row, actor);
      return row;
    });
    if (options.sessions) this.tellOpenPages(before.id, options.sessions);
    return presentUser(after);
  }

  /**
   * Tells the user's open pages, over the live-event stream, that their sessions just ended, so
   * they leave at once rather than at their next click (issue #17 item 3). The pages ask for their
   * session and hear the product's message; a failed publish only delays that to the next click.
   */
  tellOpenPages(userId: string, reason: string): void {
    this.live.events
      .publish({ id: crypto.randomUUID(), type: 'signed-out', userId, payload: { reason } })
      .catch((error: unknown) =>
        this.live.logger.warn({ err: error }, 'could not tell open pages of a sign-out'),
      );
  }

  private async recordChange(
    tx: Transaction,
    action: AuditActionName,
    before: UserRow,
    after: UserRow,
    actor: Actor,
  ): Promise<void> {
    await this.audit.record(
      {
        action,
        actor,
        target: { type: 'user', id: after.id },
        details: { before: presentUser(before), after: presentUser(after) },
      },
      tx,
    );
  }
}

/** The row of a new account: its id, the email as stored (lowercase), trimmed names, defaults. */
function newAccountRow(input: Omit<CreateAccountInput, 'password'>): PreparedAccount['user'] {
  return {
    id: crypto.randomUUID(),
    email: input.email.trim().toLowerCase(),
    emailVerified: true,
    displayName: input.displayName.trim(),
    role: input.role?.trim() || DEFAULT_ROLE,
    team: input.team?.trim() || null,
    status: input.status ?? 'active',
    disabled: false,
  };
}
