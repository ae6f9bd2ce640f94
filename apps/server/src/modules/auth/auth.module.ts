import type { AuditService } from '../audit/audit.service';
import { defineModule } from '../module';
import type { UsersService } from '../users/users.service';
import { AuthRepository } from './auth.repository';
import {
  accountRecoveryRoutes,
  authRoutes,
  choosePasswordRoutes,
  passwordRoutes,
  sessionRoutes,
  signInLockRoutes,
} from './auth.routes';
import { AuthService, type IsApiError } from './auth.service';
import type { Auth } from './better-auth';
import { DeviceCookies } from './device-cookies';
import { Lockout } from './lockout';
import { PasswordChecker } from './password-hash';
import { PasswordService } from './password.service';
import { sessionCookieNames } from './session-lifetimes';
import { SessionTokenReader } from './session-token';
import { TwoFactorKeys } from './two-factor/secrets';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { twoFactorRoutes } from './two-factor/two-factor.routes';
import { TwoFactorService } from './two-factor/two-factor.service';

export const authModule = defineModule<{ audit: AuditService; users: UsersService }>()({
  name: 'auth',
  services: ({ db, config, logger, sessionSecret, mailer, services: { audit, users } }) => {
    const repository = new AuthRepository(db);
    const checker = new PasswordChecker(repository);
    // Loaded when first needed (a sign-in, a sign-out, a session to extend), once.
    let loaded: Promise<{ auth: Auth; isApiError: IsApiError }> | undefined;
    const betterAuth = () =>
      (loaded ??= import('./better-auth')
        .then(({ createAuth, APIError }) => ({
          auth: createAuth({
            db,
            secret: sessionSecret,
            publicUrl: config.publicUrl,
            logger,
            password: { hash: checker.hash, verify: checker.verify },
            findAccountState: (userId) => users.findAccount(userId),
          }),
          isApiError: (error: unknown) => error instanceof APIError,
        }))
        .catch((error: unknown) => {
          loaded = undefined;
          throw error;
        }));
    const devices = new DeviceCookies(sessionSecret, config.publicUrl.startsWith('https://'));
    const lockout = new Lockout(repository, audit, config.lockout, devices);
    const passwords = new PasswordService({
      policy: config.passwordPolicy,
      publicUrl: config.publicUrl,
      smtpUrl: config.smtpUrl,
      repository,
      users,
      audit,
      mailer,
      logger,
      lockout,
      checker,
    });
    const twoFactor = new TwoFactorService(
      new TwoFactorRepository(db),
      new TwoFactorKeys(sessionSecret),
      audit,
      (user, password) => passwords.confirm(user, password),
    );
    return {
      auth: new AuthService(
        betterAuth,
        users,
        audit,
        repository,
        lockout,
        new SessionTokenReader(sessionSecret, sessionCookieNames(config.publicUrl)),
        twoFactor,
      ),
      passwords,
      twoFactor,
    };
  },
  routes: async (app, { services }) => {
    await app.register(authRoutes, { auth: services.auth });
    await app.register(sessionRoutes, { auth: services.auth });
    await app.register(signInLockRoutes, { auth: services.auth });
    await app.register(passwordRoutes, { passwords: services.passwords });
    await app.register(choosePasswordRoutes, { passwords: services.passwords });
    await app.register(accountRecoveryRoutes, { passwords: services.passwords });
    await app.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  },
});
