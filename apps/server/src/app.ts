import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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
import type { App } from './lib/fastify';
import { createMailer, type Mailer } from './lib/mail/mailer';
import type { Storage } from './lib/storage/storage';
import { AuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { AuditService } from './modules/audit/audit.service';
import { AuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { AuthService } from './modules/auth/auth.service';
import { createAuth } from './modules/auth/better-auth';
import { PasswordService } from './modules/auth/password.service';
import { DashboardRepository } from './modules/dashboard/dashboard.repository';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DocumentsRepository } from './modules/documents/documents.repository';
import { documentsRoutes } from './modules/documents/documents.routes';
import { DocumentsService } from './modules/documents/documents.service';
import { FilesRepository } from './modules/files/files.repository';
import { FilesService } from './modules/files/files.service';
import { healthRoutes } from './modules/health/health.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { UploadsService } from './modules/uploads/uploads.service';
import { UsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { UsersService } from './modules/users/users.service';
import { SoftwareRepository } from './modules/software/software.repository';
import { softwareRoutes } from './modules/software/software.routes';
import { SoftwareService } from './modules/software/software.service';
import { GuidesImportService } from './modules/guides/guides-import.service';
import { GuidesRepository } from './modules/guides/guides.repository';
import { guidesRoutes } from './modules/guides/guides.routes';
import { GuideFeedbackRepository } from './modules/guides/guide-feedback.repository';
import { guideFeedbackRoutes } from './modules/guides/guide-feedback.routes';
import { GuideFeedbackService } from './modules/guides/guide-feedback.service';
import { ActivityRepository } from './modules/activity/activity.repository';
import { activityRoutes } from './modules/activity/activity.routes';
import { ActivityService } from './modules/activity/activity.service';
import { SearchRepository } from './modules/search/search.repository';
import { searchRoutes } from './modules/search/search.routes';
import { SearchService } from './modules/search/search.service';
import { GuidesService } from './modules/guides/guides.service';
import { imagesRoutes } from './modules/images/images.routes';
import { ImagesService } from './modules/images/images.service';
import { MachineDetailsRepository } from './modules/machine-details/machine-details.repository';
import { machineDetailsRoutes } from './modules/machine-details/machine-details.routes';
import { MachineDetailsService } from './modules/machine-details/machine-details.service';
import { PartDiagramsRepository } from './modules/part-diagrams/part-diagrams.repository';
import { partDiagramsRoutes } from './modules/part-diagrams/part-diagrams.routes';
import { PartDiagramsService } from './modules/part-diagrams/part-diagrams.service';
import { MachinesRepository } from './modules/machines/machines.repository';
import { machinesRoutes } from './modules/machines/machines.routes';
import { MachinesService } from './modules/machines/machines.service';
import { AppError } from './lib/errors';
import { InProcessEventBus, type EventBus } from './lib/events/event-bus';
import { PostgresEventBus } from './lib/events/postgres-event-bus';
import { WebPushSender } from './lib/push/web-push-sender';
import { createCallableFunctions } from './modules/functions/functions';
import { functionsRoutes } from './modules/functions/functions.routes';
import { eventsRoutes } from './modules/notifications/events.routes';
import { NotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { NotificationsService } from './modules/notifications/notifications.service';
import { PushSubscriptionsRepository } from './modules/notifications/push-subscriptions.repository';
import { SystemRepository } from './modules/system/system.repository';
import { systemRoutes } from './modules/system/system.routes';
import { SystemService } from './modules/system/system.service';
import { registerAccessControl, toFetchHeaders } from './plugins/access';
import { registerNoNul } from './plugins/no-nul';
import { registerPortal } from './plugins/portal';

export type VapidKeys = { publicKey: string; privateKey: string };

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
};

/** Wires the services once; routes receive what they need, nothing reads globals. */
function createServices(deps: AppDependencies, app: App, events: EventBus) {
  const { db } = deps.database;
  const { config } = deps;
  const usersRepository = new UsersRepository(db);
  const authRepository = new AuthRepository(db);
  const audit = new AuditService(new AuditRepository(db));
  const auth = createAuth({
    db,
    secret: deps.sessionSecret,
    publicUrl: config.publicUrl,
    logger: app.log,
    findAccountState: (userId) => usersRepository.findById(userId),
  });
  const passwords = new PasswordService({
    policy: config.passwordPolicy,
    publicUrl: config.publicUrl,
    repository: authRepository,
    users: usersRepository,
    audit,
    mailer:
      deps.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        logger: app.log,
      }),
    logger: app.log,
  });
  const uploads = new UploadsService({
    directory: path.join(config.dataDir, 'uploads'),
    limits: config.uploadLimits,
    storage: deps.storage,
    expiryMs: config.uploadExpiryMs,
  });
  const files = new FilesService(new FilesRepository(db), deps.storage, app.log);
  const guidesRepository = new GuidesRepository(db);
  const guides = new GuidesService(guidesRepository, files);
  const partDiagrams = new PartDiagramsService(new PartDiagramsRepository(db), uploads, files);
  const notifications = new NotificationsService(
    new PushSubscriptionsRepository(db),
    new NotificationsRepository(db),
    new WebPushSender({
      ...deps.vapidKeys,
      subject: config.vapidSubject,
      allowPrivateHosts: config.pushAllowPrivateHosts,
    }),
    events,
    deps.vapidKeys.publicKey,
    app.log,
  );
  return {
    system: new SystemService(new SystemRepository(db), {
      version: config.version,
      databaseEngine: deps.database.kind,
      storageBackend: config.storageUrl ? 's3' : 'disk',
      vapidFromEnvironment: config.vapidKeys !== undefined,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
    }),
    events,
    notifications,
    functions: createCallableFunctions(notifications),
    partDiagrams,
    machineDetails: new MachineDetailsService(
      new MachineDetailsRepository(db),
      guides,
      partDiagrams,
    ),
    guides,
    guideFeedback: new GuideFeedbackService(new GuideFeedbackRepository(db), guides),
    activity: new ActivityService(new ActivityRepository(db), audit),
    search: new SearchService(new SearchRepository(db)),
    guidesImport: new GuidesImportService(guidesRepository, guides),
    images: new ImagesService(uploads, files),
    audit,
    passwords,
    uploads,
    files,
    documents: new DocumentsService(new DocumentsRepository(db), uploads, files, audit),
    machines: new MachinesService(new MachinesRepository(db), files),
    software: new SoftwareService(new SoftwareRepository(db), uploads, files, audit),
    auth: new AuthService(auth, usersRepository, audit, authRepository, config.lockout),
    users: new UsersService(usersRepository, audit, (password, field) =>
      passwords.hashAllowed(password, field),
    ),
    dashboard: new DashboardService(new DashboardRepository(db)),
  };
}

export type Services = ReturnType<typeof createServices>;

/** Builds the Fastify app: external plugins, then the app's own, then routes (STYLE.md). */
export async function buildApp(deps: AppDependencies): Promise<{ app: App; services: Services }> {
  const options: FastifyServerOptions = {
    logger: {
      ...(typeof deps.logger === 'object' ? deps.logger : { level: deps.config.logLevel }),
      // URLs are logged without their query: a reset link's token must never reach the log.
      serializers: {
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    // A hop count is valid for Fastify (proxy-addr) although its type only names strings.
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    routerOptions: {
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      caseSensitive: false,
    },
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON bodies: a cross-site form cannot post text/plain or urlencoded to the API.
  app.removeContentTypeParser('text/plain');

  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Toolbox API', version: '1' },
      components: {},
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandler(app);
  // Several servers on one PostgreSQL share live events through LISTEN/NOTIFY.
  const events =
    deps.events ??
    (deps.config.databaseUrl
      ? await PostgresEventBus.open(deps.config.databaseUrl, app.log)
      : new InProcessEventBus());
  const services = createServices(deps, app, events);
  registerAccessControl(app, services.auth);
  registerNoNul(app);

  await app.register(healthRoutes, {
    database: () => deps.database.ping(),
    storage: () => deps.storage.check(),
  });
  await app.register(authRoutes, { auth: services.auth, passwords: services.passwords });
  await app.register(usersRoutes, { users: services.users });
  await app.register(auditRoutes, { audit: services.audit });
  await app.register(uploadsRoutes, { uploads: services.uploads });
  await app.register(documentsRoutes, {
    documents: services.documents,
    storage: deps.storage,
    audit: services.audit,
  });
  await app.register(softwareRoutes, {
    software: services.software,
    storage: deps.storage,
    audit: services.audit,
  });
  await app.register(machinesRoutes, { machines: services.machines, audit: services.audit });
  await app.register(guidesRoutes, {
    guides: services.guides,
    guidesImport: services.guidesImport,
    audit: services.audit,
  });
  await app.register(guideFeedbackRoutes, { feedback: services.guideFeedback });
  await app.register(activityRoutes, { activity: services.activity });
  await app.register(searchRoutes, { search: services.search });
  await app.register(partDiagramsRoutes, {
    partDiagrams: services.partDiagrams,
    audit: services.audit,
  });
  await app.register(machineDetailsRoutes, {
    machineDetails: services.machineDetails,
    audit: services.audit,
  });
  await app.register(imagesRoutes, { images: services.images, storage: deps.storage });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(notificationsRoutes, { notifications: services.notifications });
  await app.register(functionsRoutes, { functions: services.functions });
  await app.register(systemRoutes, { system: services.system });
  await app.register(eventsRoutes, {
    events: services.events,
    notifications: services.notifications,
    sessionStillValid: (request) =>
      services.auth.resolveSession(toFetchHeaders(request)).then(
        (resolved) => resolved !== null,
        // Refused (disabled, inactive, revoked) ends the stream; an outage does not.
        (error: unknown) => !(error instanceof AppError),
      ),
  });
  app.addHook('onClose', () => services.events.close());
  await registerPortal(app, deps.config.portalDir, deps.config.toolboxDir);

  return { app, services };
}
