import path from 'node:path';
import type { AppDependencies } from './app';
import { openDatabase, type DatabaseOptions } from './db/client';
import type { Config } from './env';
import { loadOrCreateSecrets, lockDataDir } from './lib/data-dir';
import { createStorage } from './lib/storage/create-storage';

/**
 * What `npm start` and `npm run demo` open from the configuration: the data folder (locked, so a
 * second process on it is refused), the migrated database, file storage, and the secrets the
 * operator gave or that were generated into the data folder.
 */
export async function openInstallation(
  config: Config,
): Promise<Omit<AppDependencies, 'logger' | 'mailer' | 'events'> & { releaseLock: () => void }> {
  const releaseLock = lockDataDir(config.dataDir);
  const generated =
    config.sessionSecret && config.vapidKeys ? undefined : loadOrCreateSecrets(config.dataDir);
  const database = await openDatabase(databaseOptions(config));
  return {
    config,
    database,
    storage: await createStorage(config),
    sessionSecret: config.sessionSecret ?? generated!.sessionSecret,
    vapidKeys: config.vapidKeys ?? {
      publicKey: generated!.vapidPublicKey,
      privateKey: generated!.vapidPrivateKey,
    },
    releaseLock,
  };
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
