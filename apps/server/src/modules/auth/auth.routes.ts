import {
  AccessDeniedRecordSchema,
  ApiErrorBodySchema,
  messages,
  UserSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import type { App } from '../../lib/fastify';
import { requireUser, toFetchHeaders } from '../../plugins/access';
import { presentUser } from '../users/users.presenter';
import type { AuthService } from './auth.service';

const SignInBody = z.object({
  email: z
    .string({ error: messages.login.missingCredentials })
    .trim()
    .min(1, messages.login.missingCredentials),
  password: z
    .string({ error: messages.login.missingCredentials })
    .min(1, messages.login.missingCredentials),
  rememberMe: z.boolean().default(false),
});

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** Sign-in, sign-out, the current session, and the Access Denied record. */
export async function authRoutes(app: App, { auth }: { auth: AuthService }) {
  app.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: SignInBody,
        response: { 200: z.object({ user: UserSchema }), ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { user, cookies } = await auth.signIn(request.body, {
        headers: toFetchHeaders(request),
        ip: request.ip,
      });
      return reply.header('set-cookie', cookies).send({ user });
    },
  );

  app.post(
    '/api/v1/auth/sign-out',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out of this browser',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const cookies = await auth.signOut(requireUser(request), {
        headers: toFetchHeaders(request),
        ip: request.ip,
      });
      return reply.header('set-cookie', cookies).status(204).send(null);
    },
  );

  app.get(
    '/api/v1/auth/session',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: z.object({ user: UserSchema }), ...errors },
      },
    },
    async (request) => ({ user: presentUser(requireUser(request)) }),
  );

  app.post(
    '/api/v1/auth/access-denied',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Log an attempt to enter the portal without the admin role',
        body: z.object({ path: z.string().max(2000).default('/') }),
        response: { 201: AccessDeniedRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await auth.recordAccessDenied(requireUser(request), request.body.path, {
        headers: toFetchHeaders(request),
        ip: request.ip,
      });
      return reply.status(201).send(record);
    },
  );
}
