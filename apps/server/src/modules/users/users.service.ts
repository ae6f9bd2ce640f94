import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { DEFAULT_ROLE, type User } from '@toolbox/domain';
import { conflict } from '../../lib/errors';
import { AUDIT_ACTIONS, type Actor, type AuditService } from '../audit/audit.service';
import { presentUser } from './users.presenter';
import type { UsersRepository } from './users.repository';

export type CreateAccountInput = {
  email: string;
  password: string;
  displayName: string;
  role?: string | null | undefined;
  team?: string | null | undefined;
};

/** User accounts: creation with a password, and the administrator seeded at first start. */
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
  ) {}

  /** Creates an account and its profile keyed by the account id; the password is only hashed. */
  async createAccount(input: CreateAccountInput, actor: Actor | null): Promise<User> {
    const email = input.email.trim().toLowerCase();
    if (await this.users.findByEmail(email)) {
      throw conflict('A user with this email address already exists.');
    }
    const row = await this.users.createWithPassword(
      {
        id: crypto.randomUUID(),
        email,
        emailVerified: true,
        displayName: input.displayName.trim(),
        role: input.role?.trim() || DEFAULT_ROLE,
        team: input.team?.trim() || null,
        status: 'active',
        disabled: false,
      },
      await hashPassword(input.password),
    );
    await this.audit.record({
      action: AUDIT_ACTIONS.userCreated,
      actor,
      target: { type: 'user', id: row.id },
      details: { after: presentUser(row) },
    });
    return presentUser(row);
  }

  /**
   * On a fresh database, creates the first administrator so someone can sign in. Returns the
   * generated password when none was configured, so the caller can print it once.
   */
  async ensureAdministrator(
    email: string,
    configuredPassword: string | undefined,
  ): Promise<{ created: boolean; generatedPassword?: string }> {
    if ((await this.users.countAdmins()) > 0) return { created: false };
    const existing = await this.users.findByEmail(email);
    if (existing) {
      await this.users.update(existing.id, { role: 'Admin', status: 'active', disabled: false });
      await this.audit.record({
        action: AUDIT_ACTIONS.adminSeeded,
        target: { type: 'user', id: existing.id },
        details: { promoted: true },
      });
      return { created: false };
    }
    const generatedPassword = configuredPassword
      ? undefined
      : crypto.randomBytes(12).toString('base64url');
    const user = await this.createAccount(
      {
        email,
        password: configuredPassword ?? generatedPassword!,
        displayName: 'Administrator',
        role: 'Admin',
      },
      null,
    );
    await this.audit.record({
      action: AUDIT_ACTIONS.adminSeeded,
      target: { type: 'user', id: user.id },
    });
    return generatedPassword ? { created: true, generatedPassword } : { created: true };
  }
}
