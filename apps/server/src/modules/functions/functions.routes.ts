import {
  CallableRequestSchema,
  httpStatusToFunctionCode,
  mayEnterPortal,
  messages,
  toCanonicalStatus,
} from '@toolbox/domain';
import type { FastifyError } from 'fastify';
import { z } from 'zod';
import { notFound, permissionDenied } from '../../lib/errors';
import { toErrorResponse, type ErrorResponse } from '../../lib/error-handler';
import type { App } from '../../lib/fastify';
import { requireUser } from '../../plugins/access';
import { spend } from '../../plugins/write-limits';
import type { CallableFunctions } from './functions';

const CallableErrorBody = z.object({
  error: z.object({ status: z.string(), message: z.string(), details: z.unknown().optional() }),
});

/**
 * An API error in the callable protocol. A client error the protocol's table has no code for (a
 * wrong content type, a body over the size limit) is the caller's bad argument: 400
 * `invalid-argument`, so the client maps the status back to the same code and never reports
 * `internal` for its own mistake.
 */
function toCallableError({ status, body, retryAfterSeconds }: ErrorResponse) {
  let code = httpStatusToFunctionCode(status);
  let answered = status;
  if (code === 'unknown' && status >= 400 && status < 500) {
    code = 'invalid-argument';
    answered = 400;
  }
  return {
    status: answered,
    retryAfterSeconds,
    body: {
      error: {
        // The canonical name (`INVALID_ARGUMENT`): what the Firebase SDK understands.
        status: toCanonicalStatus(code === 'unknown' ? 'internal' : code),
        message: body.message,
        // Every error names its request, as the API's bodies do; `details` is where a Firebase
        // SDK hands it on (HttpsError.details), beside a refusal's per-field messages.
        details: { ...body.details, requestId: body.requestId },
      },
    },
  };
}

/**
 * POST /api/v1/functions/{name} with `{data}` → `{result}` (ARCHITECTURE.md's callable
 * functions). Errors speak the callable protocol, `{error: {status, message}}`, with the HTTP
 * status of the product's table (docs/product.md#function-errors), so the client maps them back to
 * the same code.
 */
export async function functionsRoutes(
  app: App,
  {
    functions,
    perUserPerMinute = {},
  }: { functions: CallableFunctions; perUserPerMinute?: Record<string, number> },
) {
  // A function with a budget of its own: calls per user per minute, beyond the write budget.
  const limiters = new Map(
    Object.entries(perUserPerMinute).map(([name, max]) => [
      name,
      app.createRateLimit({
        max,
        timeWindow: 60_000,
        keyGenerator: (request) => `function:${name}:${request.user?.id}`,
      }),
    ]),
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body, retryAfterSeconds } = toCallableError(toErrorResponse(error, request));
    if (retryAfterSeconds) void reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(status).send(body);
  });

  app.post(
    '/api/v1/functions/:name',
    {
      config: { access: 'user' },
      schema: {
        tags: ['functions'],
        summary: 'Call a function: sendNotificationToAllUsers (admins), sendTestNotification',
        params: z.object({ name: z.string().min(1).max(100) }),
        body: CallableRequestSchema,
        response: {
          200: z.object({ result: z.unknown() }),
          400: CallableErrorBody,
          401: CallableErrorBody,
          403: CallableErrorBody,
          404: CallableErrorBody,
          429: CallableErrorBody,
          500: CallableErrorBody,
          503: CallableErrorBody,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const fn = Object.hasOwn(functions, request.params.name)
        ? functions[request.params.name]
        : undefined;
      if (!fn) throw notFound(messages.notifications.unknownFunction(request.params.name));
      if (fn.adminOnly && !mayEnterPortal(user.role)) {
        throw permissionDenied(fn.deniedMessage);
      }
      const limiter = limiters.get(request.params.name);
      if (limiter) await spend(limiter, request);
      const result = await fn.run({ id: user.id, email: user.email }, request.body.data);
      return { result };
    },
  );
}
