import type { AuditService } from '../audit/audit.service';
import { policyCheckedHasher } from '../auth/password-hash';
import { defineModule } from '../module';
import { UsersRepository } from './users.repository';
import { profileRoutes, usersRoutes, userWriteRoutes } from './users.routes';
import { UsersService } from './users.service';

export const usersModule = defineModule<{ audit: AuditService }>()({
  name: 'users',
  services: ({ db, database, config, events, logger, services }) => ({
    users: new UsersService(
      new UsersRepository(db, database.writes),
      services.audit,
      policyCheckedHasher(config.passwordPolicy),
      { events, logger },
    ),
  }),
  routes: async (app, { services }) => {
    const { users } = services;
    await app.register(profileRoutes, { users });
    await app.register(usersRoutes, { users });
    await app.register(userWriteRoutes, { users });
  },
});
