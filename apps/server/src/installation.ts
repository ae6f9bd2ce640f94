import fs from 'node:fs';
import path from 'node:path';
import type { AppDependencies } from './app';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client';
import { PGLITE_START_PARAMS, PgliteThread } from './db/pglite-thread';
import type { Config } from './env';
import { loadOrCreateSecrets, lockDataDir } from './lib/data-dir';
import { createStorage } from './lib/storage/create-storage';

/**
 * What `npm start` and `npm run demo` open from the configuration: the data folder (locked, so a
 * second process on it is refused), the migrated database, file storage, and the secrets the
 * operator gave or that were generated into the data folder. An existing PGlite database may
 * still be opening when this answers: `opened` says when it is ready to be queried.
 */
export async function openInstallation(config: Config): Promise<
  Omit<AppDependencies, 'logger' | 'mailer' | 'events'> & {
    releaseLock: () => void;
    opened: Promise<void>;
  }
> {
  const releaseLock = lockDataDir(config.dataDir);
  const { database, opened } = await startDatabase(databaseOptions(config));
  const generated =
    config.sessionSecret && config.vapidKeys ? undefined : loadOrCreateSecrets(config.dataDir);
  return {
    config,
    database,
    opened,
    storage: await createStorage(config),
    sessionSecret: config.sessionSecret ?? generated!.sessionSecret,
    vapidKeys: config.vapidKeys ?? {
      publicKey: generated!.vapidPublicKey,
      privateKey: generated!.vapidPrivateKey,
    },
    releaseLock,
  };
}

/**
 * Opening PGlite is the longest step of a start on an existing data folder: its thread is
 * spawned before anything else is loaded, and the server is built while it opens. A new folder
 * (created, then every migration) and PostgreSQL are opened before anything goes on.
 */
async function startDatabase(
  options: DatabaseOptions,
): Promise<{ database: DatabaseHandle; opened: Promise<void> }> {
  const existing =
    options.kind === 'pglite' &&
    options.dataDir !== undefined &&
    fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (existing) {
    const spawned = PgliteThread.spawn(options.dataDir, undefined, PGLITE_START_PARAMS);
    return (await import('./db/open-pglite')).pgliteOpening(spawned, options);
  }
  return { database: await openDatabase(options), opened: Promise.resolve() };
}

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function databaseOptions(config: Config): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, migrationsDir: config.migrationsDir }
    : {
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        migrationsDir: config.migrationsDir,
      };
}
