import crypto from 'node:crypto';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { loadConfig, type Config } from '../src/env';
import { generateVapidKeys } from '../src/lib/data-dir';
import { DiskStorage } from '../src/lib/storage/disk-storage';

/**
 * The configuration of an app that keeps its data in `dataDir`, logs nothing and serves no built
 * portal (the folder named does not exist); `env` adds to it or overrides it.
 */
export function configIn(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORTAL_DIR: path.join(dataDir, 'no-portal'),
    ...env,
  });
}

/**
 * The app as the server builds it at start, on `database`, with throwaway secrets and its files
 * on disk in the data folder; `extra` replaces any of those (a storage, a logger).
 */
export function buildAppOn(
  config: Config,
  database: DatabaseHandle,
  extra: Partial<AppDependencies> = {},
) {
  return buildApp({
    config,
    database,
    storage: new DiskStorage(path.join(config.dataDir, 'files')),
    sessionSecret: crypto.randomBytes(32).toString('hex'),
    vapidKeys: generateVapidKeys(),
    ...extra,
  });
}
