import {
  messages,
  pageSchema,
  PASSWORD_MAX_LENGTH,
  ProfileInput,
  UserDetailSchema,
  UserFacetsSchema,
  UserInput,
  UserListQuery,
  UserSchema,
  UserUpdateInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../lib/fastify';
import { requestActor } from '../../plugins/access';
import type { UsersService } from './users.service';

const CreateUserBody = UserInput.extend({
  password: z
    .string()
    .min(1)
    .max(PASSWORD_MAX_LENGTH, messages.input.tooLong('Password', PASSWORD_MAX_LENGTH)),
});
const UpdateUserBody = UserUpdateInput.omit({ status: true });
const IdParams = z.object({ id: z.string().min(1).max(200) });
const UserBody = z.object({ user: UserSchema });

const errors = errorResponses(400, 401, 403, 404, 409);

/** One's own profile: a signed-in user changes their display name. */
export async function profileRoutes(app: App, { users }: { users: UsersService }) {
  app.patch(
    '/api/v1/auth/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own display name",
        body: ProfileInput,
        response: { 200: UserBody, ...errors },
      },
    },
    async (request) => ({ user: await users.updateProfile(requestActor(request), request.body) }),
  );
}

/**
 * User administration (docs/product.md#user-admin), for administrators: the list, its facets, one
 * user.
 */
export async function usersRoutes(app: App, { users }: { users: UsersService }) {
  app.get(
    '/api/v1/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Users, newest first unless sorted otherwise; searchable and filterable',
        querystring: UserListQuery,
        response: { 200: pageSchema(UserSchema), ...errors },
      },
    },
    (request) => users.list(request.query),
  );

  app.get(
    '/api/v1/users/facets',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Roles and teams in use, for filters',
        response: { 200: UserFacetsSchema, ...errors },
      },
    },
    () => users.facets(),
  );

  app.get(
    '/api/v1/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'One user with activity and device details',
        params: IdParams,
        response: { 200: z.object({ user: UserDetailSchema }), ...errors },
      },
    },
    async (request) => ({ user: await users.get(request.params.id) }),
  );
}

/** Creating, changing, deactivating, disabling and enabling users: administrators only. */
export async function userWriteRoutes(app: App, { users }: { users: UsersService }) {
  app.post(
    '/api/v1/users',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Create an account with a password',
        body: CreateUserBody,
        response: { 201: UserBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await users.createAccount(request.body, requestActor(request));
      return reply.status(201).send({ user });
    },
  );

  app.patch(
    '/api/v1/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Change email, name, role or team (merge)',
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserBody, ...errors },
      },
    },
    async (request) => ({
      user: await users.update(request.params.id, request.body, requestActor(request)),
    }),
  );

  app.post(
    '/api/v1/users/:id/deactivate',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Deactivate (status inactive); the user is signed out everywhere',
        params: IdParams,
        response: { 200: UserBody, ...errors },
      },
    },
    async (request) => ({ user: await users.deactivate(request.params.id, requestActor(request)) }),
  );

  app.put(
    '/api/v1/users/:id/disabled',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Disable (and sign out everywhere) or enable a user',
        params: IdParams,
        body: z.object({ disabled: z.boolean() }),
        response: { 200: UserBody, ...errors },
      },
    },
    async (request) => ({
      user: await users.setDisabled(
        request.params.id,
        request.body.disabled,
        requestActor(request),
      ),
    }),
  );

  app.delete(
    '/api/v1/users/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Delete a user permanently: account, sessions and push subscriptions go; their uploads keep the author',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await users.delete(request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}
