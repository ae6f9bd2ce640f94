import {
  AccessDeniedRecordSchema,
  ApiErrorBodySchema,
  ChangePasswordInput,
  ChoosePasswordInput,
  CompletePasswordResetInput,
  PasswordPolicySchema,
  PasswordResetAnswerSchema,
  PasswordResetInput,
  ResetLinkSentSchema,
  SignInInput,
  SignInLockSchema,
  TemporaryPasswordInput,
  UserSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import type { App } from '../../lib/fastify';
import { requestActor, requireUser, toFetchHeaders } from '../../plugins/access';
import type { AuthService } from './auth.service';
import type { PasswordService } from './password.service';

const errors = { 400: ApiErrorBodySchema, 401: ApiErrorBodySchema, 403: ApiErrorBodySchema };

/** Sign-in and sign-out. */
export async function authRoutes(app: App, { auth }: { auth: AuthService }) {
  app.post(
    '/api/v1/auth/sign-in',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: SignInInput,
        response: {
          200: z.object({
            user: UserSchema,
            /** With issueBearerToken: the value for `Authorization: Bearer`. */
            token: z.string().optional(),
          }),
          ...errors,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user, cookies, bearerToken } = await auth.signIn(request.body, {
        headers: toFetchHeaders(request),
        ip: request.ip,
      });
      return reply
        .header('set-cookie', cookies)
        .send({ user, ...(bearerToken ? { token: bearerToken } : {}) });
    },
  );

  app.post(
    '/api/v1/auth/sign-out',
    {
      config: { access: 'user', beforePasswordChange: true, beforeTwoFactorSetup: true },
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
      // A shared device keeps nothing of the person who left in its HTTP cache (issue #17 item
      // 14): files fetched before are dropped too. The apps clear what they keep themselves.
      return reply
        .header('set-cookie', cookies)
        .header('clear-site-data', '"cache"')
        .status(204)
        .send(null);
    },
  );
}

const UserIdParams = z.object({ id: z.string().min(1).max(200) });

/** An administrator sees and lifts a user's sign-in lock (decision 019). */
export async function signInLockRoutes(app: App, { auth }: { auth: AuthService }) {
  const response = { 200: SignInLockSchema, ...errors, 404: ApiErrorBodySchema };
  app.get(
    '/api/v1/users/:id/sign-in-lock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Whether browsers new to this account are locked out of signing in',
        params: UserIdParams,
        response,
      },
    },
    (request) => auth.signInLock(request.params.id),
  );

  app.delete(
    '/api/v1/users/:id/sign-in-lock',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Lift the user's sign-in lock: their failed attempts are cleared (audited)",
        params: UserIdParams,
        response,
      },
    },
    (request) => auth.unlockSignIn(request.params.id, requestActor(request)),
  );
}

/** The signed-in user behind a request, and the record of an Access Denied screen. */
export async function sessionRoutes(app: App, { auth }: { auth: AuthService }) {
  app.get(
    '/api/v1/auth/session',
    {
      config: { access: 'user', beforePasswordChange: true, beforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: z.object({ user: UserSchema }), ...errors },
      },
    },
    async (request) => ({ user: await auth.sessionProfile(requireUser(request)) }),
  );

  app.post(
    '/api/v1/auth/access-denied',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Log an attempt to enter the portal without the admin role',
        body: z.object({ path: z.string().max(2000).default('/') }),
        response: { 201: AccessDeniedRecordSchema, 409: ApiErrorBodySchema, ...errors },
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

/** The password policy, the reset by e-mail and the signed-in user's password change. */
export async function passwordRoutes(app: App, { passwords }: { passwords: PasswordService }) {
  app.get(
    '/api/v1/auth/password-policy',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'What a new password must have',
        response: { 200: PasswordPolicySchema },
      },
    },
    () => passwords.policy,
  );

  app.post(
    '/api/v1/auth/password-reset',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset e-mail (the answer is the same for every address)',
        body: PasswordResetInput,
        response: {
          200: PasswordResetAnswerSchema,
          400: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    (request) => passwords.requestReset(request.body.email, request.ip),
  );

  app.post(
    '/api/v1/auth/password-reset/complete',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from a reset e-mail',
        body: CompletePasswordResetInput,
        response: { 204: z.null(), 400: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await passwords.completeReset(request.body.token, request.body.password, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/change-password',
    {
      config: { access: 'user', beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password; their other sessions are signed out",
        body: ChangePasswordInput,
        response: { 204: z.null(), ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await passwords.change(
        user,
        request.sessionId ?? '',
        request.body.currentPassword,
        request.body.newPassword,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
}

/** A user who signed in with a temporary password chooses their own (docs/product.md#account-recovery). */
export async function choosePasswordRoutes(
  app: App,
  { passwords }: { passwords: PasswordService },
) {
  app.post(
    '/api/v1/auth/choose-password',
    {
      config: { access: 'user', beforePasswordChange: true, beforeTwoFactorSetup: true },
      schema: {
        tags: ['auth'],
        summary:
          'Replace the temporary password an administrator set; other sessions are signed out',
        body: ChoosePasswordInput,
        response: { 204: z.null(), ...errors, 409: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      await passwords.chooseRequired(
        requireUser(request),
        request.sessionId ?? '',
        request.body.newPassword,
        request.ip,
      );
      return reply.status(204).send(null);
    },
  );
}

/** An administrator helps a user back in: a reset link by e-mail, or a temporary password. */
export async function accountRecoveryRoutes(
  app: App,
  { passwords }: { passwords: PasswordService },
) {
  const response = { ...errors, 404: ApiErrorBodySchema, 409: ApiErrorBodySchema };
  app.post(
    '/api/v1/users/:id/password-reset-link',
    {
      // Each one sends a mail: a budget of its own, apart from the forgot-password one.
      config: { access: 'admin', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: 'E-mail the user a one-time link to choose a new password (needs SMTP_URL)',
        params: UserIdParams,
        response: { 200: ResetLinkSentSchema, ...response },
      },
    },
    (request) => passwords.sendResetLink(request.params.id, requestActor(request)),
  );

  app.post(
    '/api/v1/users/:id/temporary-password',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary:
          'Set a temporary password the user must replace at their next sign-in; they are signed out everywhere',
        params: UserIdParams,
        body: TemporaryPasswordInput,
        response: { 204: z.null(), ...response },
      },
    },
    async (request, reply) => {
      await passwords.setTemporary(request.params.id, request.body.password, requestActor(request));
      return reply.status(204).send(null);
    },
  );
}
