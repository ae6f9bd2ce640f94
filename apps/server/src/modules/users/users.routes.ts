import { ApiErrorBodySchema, messages, UserSchema } from '@toolbox/domain';
import { z } from 'zod';
import type { App } from '../../lib/fastify';
import { requireUser } from '../../plugins/access';
import type { UsersService } from './users.service';

const CreateUserBody = z.object({
  email: z
    .string({ error: messages.user.emailRequired })
    .trim()
    .min(1, messages.user.emailRequired)
    .pipe(z.email(messages.user.emailInvalid)),
  displayName: z
    .string({ error: messages.user.displayNameRequired })
    .trim()
    .min(1, messages.user.displayNameRequired),
  role: z.string({ error: messages.user.roleRequired }).trim().min(1, messages.user.roleRequired),
  team: z.string().trim().max(200).nullish(),
  password: z.string().min(6, 'Password must be at least 6 characters.').max(128),
});

/** User administration (admin only). */
export async function usersRoutes(app: App, { users }: { users: UsersService }) {
  app.post(
    '/api/v1/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Create an account with a password',
        body: CreateUserBody,
        response: {
          201: z.object({ user: UserSchema }),
          400: ApiErrorBodySchema,
          401: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const user = await users.createAccount(request.body, { id: actor.id, email: actor.email });
      return reply.status(201).send({ user });
    },
  );
}
