import {
  RecoveryCodesSchema,
  SecuritySettingsSchema,
  TwoFactorEnableInput,
  TwoFactorPasswordInput,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@toolbox/domain';
import { z } from 'zod';
import { errorResponses, type App } from '../../../lib/fastify';
import { requestActor, requireUser } from '../../../plugins/access';
import type { TwoFactorService } from './two-factor.service';

const tags = ['auth'];
/** Open to an administrator who must set it up first (decision 030). */
const setUpFirst = { access: 'user', beforeTwoFactorSetup: true } as const;

/** Two-factor sign-in: the person's own, an administrator's reset, and the requirement. */
export async function twoFactorRoutes(app: App, { twoFactor }: { twoFactor: TwoFactorService }) {
  app.get(
    '/api/v1/auth/two-factor',
    {
      config: setUpFirst,
      schema: {
        tags,
        summary: "The signed-in person's two-factor sign-in",
        response: { 200: TwoFactorStatusSchema, ...errorResponses(401) },
      },
    },
    (request) => twoFactor.status(requireUser(request)),
  );

  app.post(
    '/api/v1/auth/two-factor/setup',
    {
      config: setUpFirst,
      schema: {
        tags,
        summary: 'Start setting it up: a new secret and its otpauth URI for the QR code',
        response: { 200: TwoFactorSetupSchema, ...errorResponses(401, 409) },
      },
    },
    (request) => twoFactor.beginSetup(requireUser(request)),
  );

  app.post(
    '/api/v1/auth/two-factor/enable',
    {
      config: setUpFirst,
      schema: {
        tags,
        summary: 'Turn it on with a code of the app; answers the recovery codes, once',
        body: TwoFactorEnableInput,
        response: { 200: RecoveryCodesSchema, ...errorResponses(400, 401, 409) },
      },
    },
    (request) =>
      twoFactor.enable(
        requireUser(request),
        request.body,
        requestActor(request),
        request.sessionId,
      ),
  );

  app.post(
    '/api/v1/auth/two-factor/disable',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Turn it off, with the password',
        body: TwoFactorPasswordInput,
        response: { 204: z.null(), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(requireUser(request), request.body.password, requestActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/auth/two-factor/recovery-codes',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'New recovery codes, with the password; the old ones stop working',
        body: TwoFactorPasswordInput,
        response: { 200: RecoveryCodesSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    (request) =>
      twoFactor.renewCodes(requireUser(request), request.body.password, requestActor(request)),
  );

  app.post(
    '/api/v1/users/:id/two-factor/disable',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: "Turn off someone's two-factor sign-in (a lost phone and lost codes)",
        params: z.object({ id: z.string().min(1).max(300) }),
        body: TwoFactorPasswordInput,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await twoFactor.disableFor(request.params.id, request.body.password, requestActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/settings/security',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'Whether administrators must use two-factor sign-in',
        response: { 200: SecuritySettingsSchema, ...errorResponses(401, 403) },
      },
    },
    () => twoFactor.settings(),
  );

  app.put(
    '/api/v1/settings/security',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['system'],
        summary: 'Require two-factor sign-in of administrators, or not',
        body: SecuritySettingsSchema,
        response: { 200: SecuritySettingsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request) => twoFactor.saveSettings(request.body, requireUser(request), requestActor(request)),
  );
}
