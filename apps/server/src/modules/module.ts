import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../db/client';
import type { Config } from '../env';
import type { EventBus } from '../lib/events/event-bus';
import type { App } from '../lib/fastify';
import type { Mailer } from '../lib/mail/mailer';
import type { JobQueue } from '../lib/jobs/job-queue';
import type { Metrics } from '../lib/metrics';
import type { Storage } from '../lib/storage/storage';

export type VapidKeys = { publicKey: string; privateKey: string };

/** What the composition root hands every module: the platform, never a request. */
export type Platform = {
  config: Config;
  database: DatabaseHandle;
  /** The Drizzle handle, for the module's repositories only. */
  db: Database;
  storage: Storage;
  logger: FastifyBaseLogger;
  events: EventBus;
  sessionSecret: string;
  /** The Web Push key pair (VAPID) this server signs pushes with. */
  vapidKeys: VapidKeys;
  /** Sends mail through SMTP_URL, or into DATA_DIR/outbox without it. */
  mailer: Mailer;
  /** What /metrics reports; does nothing without METRICS_TOKEN. */
  metrics: Metrics;
  /** Work off the request path: pg-boss on PostgreSQL, this process on PGlite (decision 025). */
  jobs: JobQueue;
};

/** The platform plus the services a module asked for (built by modules earlier in the list). */
export type ModuleContext<Needs extends object = object> = Platform & { services: Needs };

/**
 * One server feature as the composition root sees it: the services it builds from the platform
 * and earlier modules' services, and the routes it registers with exactly what they need.
 */
export type ServerModule<Needs extends object, Provides extends object> = {
  readonly name: string;
  readonly services?: (ctx: ModuleContext<Needs>) => Provides;
  readonly routes?: (app: App, ctx: ModuleContext<Needs & Provides>) => Promise<void>;
};

/**
 * Declares a module. `Needs` names the earlier modules' services it uses, so both the factory
 * and the routes see them typed:
 *
 *   defineModule<{ audit: AuditService }>()({ name, services: (ctx) => ({ ... }), routes })
 */
export function defineModule<Needs extends object = object>() {
  return <Provides extends object = object>(
    module: ServerModule<Needs, Provides>,
  ): ServerModule<Needs, Provides> => module;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module, whatever it needs
type AnyModule = ServerModule<any, object>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

type ProvidedBy<M> = M extends ServerModule<infer _N, infer P> ? P : never;
type NeededBy<M> = M extends ServerModule<infer N, infer _P> ? N : never;

/** Every service the modules of the list provide, by name. */
export type ServicesOf<Modules extends readonly AnyModule[]> = UnionToIntersection<
  ProvidedBy<Modules[number]>
>;

/**
 * `true` when each module of the list only needs services of modules before it; otherwise the
 * first module that does not, so a list out of dependency order fails to compile.
 */
export type InDependencyOrder<
  Modules extends readonly unknown[],
  Built extends object = object,
> = Modules extends readonly [infer Head, ...infer Tail]
  ? Built extends NeededBy<Head>
    ? InDependencyOrder<Tail, Built & ProvidedBy<Head>>
    : { error: 'needs a service of a later module'; module: Head }
  : true;

/** Builds every module's services in list order; each factory sees the ones built before it. */
export function buildServices<
  Modules extends readonly AnyModule[],
  Base extends Record<string, unknown>,
>(modules: Modules, platform: Platform, base: Base): Base & ServicesOf<Modules> {
  const services: Record<string, unknown> = { ...base };
  for (const module of modules) {
    const built = module.services?.({ ...platform, services }) ?? {};
    for (const name of Object.keys(built)) {
      if (name in services) throw new Error(`Module ${module.name}: service ${name} is taken`);
    }
    Object.assign(services, built);
  }
  // The loop above is what the type says: each module's services, merged.
  return services as Base & ServicesOf<Modules>;
}

/** Registers every module's routes in list order. */
export async function registerModules(
  app: App,
  modules: readonly AnyModule[],
  platform: Platform,
  services: object,
): Promise<void> {
  for (const module of modules) await module.routes?.(app, { ...platform, services });
}
