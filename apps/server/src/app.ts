import type { ServerResponse } from 'node:http';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PATH_PARAM_MAX_LENGTH } from '@toolbox/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Config } from './env';
import { registerErrorHandler } from './lib/error-handler';
import { createMetrics, type Metrics } from './lib/metrics';
import { InProcessJobQueue, type JobQueue } from './lib/jobs/job-queue';
import { PgBossJobQueue } from './lib/jobs/pg-boss-queue';
import { postgresRateLimitStore } from './lib/postgres-rate-limit-store';
import { registerMetrics } from './plugins/metrics';
import { InProcessEventBus, type EventBus } from './lib/events/event-bus';
import type { App } from './lib/fastify';
import { loggerOptions, requestIdOf } from './lib/logging';
import { OneLinePerRequest } from './lib/pretty-log';
import { createMailer, type Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage/storage';
import { serverModules, type ModuleServices } from './modules';
import { buildServices, registerModules, type Platform, type VapidKeys } from './modules/module';
import { registerAccessControl } from './plugins/access';
import { registerNoNul } from './plugins/no-nul';
import { registerPortal } from './plugins/portal';
import { registerSameOrigin } from './plugins/same-origin';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerApiContract } from './plugins/api-contract';
import { registerCompression } from './plugins/compression';
import { registerETags } from './plugins/etags';
import { registerAnswerCache } from './plugins/answer-cache';
import { registerWriteLimits, TooManyRequestsError } from './plugins/write-limits';

export type { VapidKeys };

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  sessionSecret: string;
  /** The Web Push key pair (VAPID) this server signs pushes with. */
  vapidKeys: VapidKeys;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Live events across processes; one process keeps them in memory when none is given. */
  events?: EventBus;
  /** Replaces what METRICS_TOKEN turns on (tests). */
  metrics?: Metrics;
  /** Replaces the job queue the database calls for (tests). */
  jobs?: JobQueue;
};

/** Every module's services, and the live-event bus they share. */
export type Services = ModuleServices & { events: EventBus; jobs: JobQueue };

/** Builds the Fastify app: external plugins, then the app's own, then routes (STYLE.md). */
export async function buildApp(
  deps: AppDependencies,
): Promise<{ app: App; services: Services; metrics: Metrics }> {
  const pretty = deps.logger === undefined && deps.config.logPretty;
  const options: FastifyServerOptions = {
    // No secret, query parameter or oversized line reaches the log (security promise 9).
    logger: loggerOptions(
      typeof deps.logger === 'object' ? deps.logger : { level: deps.config.logLevel },
      { pretty },
    ),
    // A person reads one line per request; a log collector keeps Fastify's two JSON entries.
    ...(pretty ? { logController: new OneLinePerRequest() } : {}),
    // Every log line of a request carries its id, and so does the answer (issue #21 item 8).
    genReqId: (request) => requestIdOf(request.headers, deps.config.trustProxy !== false),
    // A hop count is valid for Fastify (proxy-addr) although its type only names strings.
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // While shutting down, a request that arrives on a connection kept alive (a proxy's pool) is
    // still answered, with Connection: close: a 503 there reaches the person, since a proxy does
    // not send a POST it already sent to another replica (issue #21 item 5).
    return503OnClosing: false,
    routerOptions: {
      // An id the API hands out (a derived machine id at its longest) can be named in a path.
      maxParamLength: PATH_PARAM_MAX_LENGTH,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      caseSensitive: false,
    },
    // Every schema is zod's: Fastify's JSON Schema compilers (Ajv, fast-json-stringify) would
    // only be loaded, about 0.3 s of a start, and never used.
    schemaController: {
      compilersFactory: {
        buildValidator: () => validatorCompiler as never,
        buildSerializer: () => serializerCompiler as never,
      },
    },
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  // On the raw answer, first: hijacked answers (tus, live events) and every plugin's carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    endConnectionWhenClosing(reply.raw, () => !app.server.listening);
    done();
  });
  // First, so that every answer carries them, whichever hook or route answers it.
  registerSecurityHeaders(app, { publicUrl: deps.config.publicUrl });
  // Before the session is read: a cross-site write with the session cookie is refused (403).
  registerSameOrigin(app, { publicUrl: deps.config.publicUrl });
  // Only JSON bodies: a cross-site form cannot post text/plain or urlencoded to the API.
  app.removeContentTypeParser('text/plain');

  // A route's own limit (sign-in, password reset, unknown paths) answers like every other 429:
  // the product's message and code, with the `Retry-After` the plugin sets.
  await app.register(rateLimit, {
    global: false,
    // On PostgreSQL every replica counts in the same rows (issue #21 item 2).
    ...(deps.database.kind === 'postgres'
      ? { store: postgresRateLimitStore(deps.database.db) }
      : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  // Before any route: it wraps each route's answer as the route is added.
  await registerCompression(app);
  // Before the ETags: a kept answer carries its own tag (decision 032).
  registerAnswerCache(app, deps.database.writes);
  registerETags(app);
  // Before any route: each /api route's document lists every status it can answer (decision 020).
  const finishDocument = registerApiContract(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Toolbox API',
        version: '1',
        description:
          'Every error answer has the body `{ code, message, details?, requestId }`, `requestId` ' +
          'being the id the request was logged under (also in `X-Request-Id`). A query parameter that ' +
          'an operation does not list is refused with 400.',
      },
      components: {},
    },
    transform: jsonSchemaTransform,
    // Every HEAD a client may send is in the document, tus's included.
    exposeHeadRoutes: true,
    transformObject: (document) =>
      'openapiObject' in document ? finishDocument(document.openapiObject) : document.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  // Several servers on one PostgreSQL share live events through LISTEN/NOTIFY.
  const events =
    deps.events ??
    (deps.config.databaseUrl
      ? // `pg` is loaded only on PostgreSQL (issue #19 item 10).
        await (
          await import('./lib/events/postgres-event-bus')
        ).PostgresEventBus.open(deps.config.databaseUrl, app.log)
      : new InProcessEventBus());
  const metrics = deps.metrics ?? (await createMetrics(Boolean(deps.config.metricsToken)));
  registerMetrics(app, metrics, deps.config.metricsToken);
  deps.database.observe?.({ query: (seconds) => metrics.query(seconds) });
  const { database } = deps;
  if (database.poolStats) {
    metrics.gauge('toolbox_db_pool_connections', 'PostgreSQL pool connections by state', () =>
      database.poolStats!(),
    );
  }
  // On PostgreSQL the jobs are kept in the database for every replica; PGlite is one process.
  const jobs =
    deps.jobs ??
    (deps.database.kind === 'postgres' && deps.config.databaseUrl
      ? new PgBossJobQueue(deps.config.databaseUrl, app.log)
      : new InProcessJobQueue(app.log));
  const platform: Platform = {
    metrics,
    jobs,
    config: deps.config,
    database: deps.database,
    db: deps.database.db,
    storage: deps.storage,
    logger: app.log,
    events,
    sessionSecret: deps.sessionSecret,
    vapidKeys: deps.vapidKeys,
    // One mailer for the whole server: reset mails, reset links and the test mail.
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: deps.config.smtpUrl,
        from: deps.config.mailFrom,
        outboxDir: path.join(deps.config.dataDir, 'outbox'),
        logger: app.log,
      }),
  };
  // Routes receive what they need from their module; nothing reads globals.
  const services: Services = buildServices(serverModules, platform, { events, jobs });
  // Its per-address count runs before the access check, its per-user count after it.
  registerWriteLimits(app, deps.config.writeLimits);
  registerAccessControl(app, services.auth);
  registerNoNul(app);

  await registerModules(app, serverModules, platform, services);
  app.addHook('onClose', async () => {
    await jobs.stop(deps.config.shutdownGraceMs);
    await events.close();
  });
  await registerPortal(app, deps.config.portalDir, deps.config.toolboxDir);

  return { app, services, metrics };
}

/**
 * Once the server is shutting down, an answer that begins ends its connection (Connection:
 * close), hijacked ones (tus, live events) included, so a proxy does not send its next request
 * down a kept-alive connection that is about to close (issue #21 item 5).
 */
function endConnectionWhenClosing(response: ServerResponse, isClosing: () => boolean): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (...args: unknown[]) => {
    if (isClosing()) response.shouldKeepAlive = false;
    return writeHead(...args);
  };
}
