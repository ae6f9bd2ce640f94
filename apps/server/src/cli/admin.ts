// `npm run admin -- <command>`: what an operator does at the server's console. Run through tsx
// from the repository, like `npm run demo`; it reads the same settings as `npm start`.
import { openDatabase, type DatabaseHandle } from '../db/client';
import { loadConfig, type Config } from '../env';
import { databaseOptions } from '../installation';
import { AppError } from '../lib/errors';
import { lockDataDir } from '../lib/data-dir';
import { AuditRepository } from '../modules/audit/audit.repository';
import { AuditService } from '../modules/audit/audit.service';
import { AuthRepository } from '../modules/auth/auth.repository';
import { ResetLinks, RESET_TTL_MS } from '../modules/auth/reset-links';
import { TwoFactorRepository } from '../modules/auth/two-factor/two-factor.repository';
import { UsersRepository } from '../modules/users/users.repository';
import { AUDIT_ACTIONS, messages } from '@toolbox/domain';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  reset-password <email>   print a one-time link that lets this user choose a new password
                           (valid for ${RESET_TTL_MS / 60_000} minutes, built from PUBLIC_URL)
  turn-off-two-factor <email>
                           turn off this user's two-factor sign-in (a lost phone and lost
                           recovery codes, and no other administrator to do it)
  help                     show this text

It reads the same settings as npm start (DATA_DIR, DATABASE_URL, PUBLIC_URL). On the embedded
database, stop the server first: only one process may open DATA_DIR.`;

/** Exit codes: 0 done, 1 refused or failed, 2 not understood. */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 2;
  }
  if (!['reset-password', 'turn-off-two-factor'].includes(command) || rest.length !== 1) {
    out(USAGE);
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...env });
  if (command === 'turn-off-two-factor') return turnOffTwoFactor(config, rest[0]!, out);
  return withDatabase(config, async (database) => {
    const db = database.db;
    const users = new UsersRepository(db);
    const links = new ResetLinks({
      repository: new AuthRepository(db),
      users: { findAccountByEmail: (email) => users.findByEmail(email) },
      audit: new AuditService(new AuditRepository(db)),
      publicUrl: config.publicUrl,
    });
    try {
      const { link, user } = await links.issueOnServer(rest[0]!);
      out(
        [
          `One-time password reset link for ${user.email}:`,
          '',
          `  ${link}`,
          '',
          `It works once, within ${RESET_TTL_MS / 60_000} minutes. Open it in a browser that reaches ${config.publicUrl}.`,
        ].join('\n'),
      );
      return 0;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      out(`${error.message}: ${rest[0]}`);
      return 1;
    }
  });
}

/** Turns off one person's two-factor sign-in from the console (decision 030), audited. */
async function turnOffTwoFactor(
  config: Config,
  email: string,
  out: (line: string) => void,
): Promise<number> {
  return withDatabase(config, async (database) => {
    const db = database.db;
    const user = await new UsersRepository(db).findByEmail(email.trim());
    if (!user) {
      out(`${messages.user.notFound}: ${email}`);
      return 1;
    }
    const twoFactor = new TwoFactorRepository(db);
    const audit = new AuditService(new AuditRepository(db));
    const wasOn = await twoFactor.transaction(async (tx) => {
      const on = await twoFactor.disable(tx, user.id);
      if (on) {
        await audit.record(
          {
            action: AUDIT_ACTIONS.twoFactorDisabled,
            actor: null,
            target: { type: 'user', id: user.id },
            details: { email: user.email, via: 'console' },
          },
          tx,
        );
      }
      return on;
    });
    out(
      wasOn
        ? `Two-factor sign-in is off for ${user.email}. They sign in with their password, and can set it up again in Settings.`
        : `${messages.twoFactor.notOn} (${user.email})`,
    );
    return wasOn ? 0 : 1;
  });
}

/**
 * Opens the database the configuration names. The embedded one is locked first, so a running
 * server is never opened twice (it says so and how to proceed); PostgreSQL needs no lock.
 */
export async function withDatabase(
  config: Config,
  work: (database: DatabaseHandle) => Promise<number>,
): Promise<number> {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(databaseOptions(config));
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
