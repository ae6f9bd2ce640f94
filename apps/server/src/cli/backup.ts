import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { writeBackup, type BackupManifest } from '../backup/backup';
import { requestBackup } from '../backup/control-socket';
import { restoreBackup } from '../backup/restore';
import { verifyArchive } from '../backup/verify';
import { openDatabase } from '../db/client';
import { loadConfig, type Config } from '../env';
import { databaseOptions } from '../installation';
import { lockDataDir } from '../lib/data-dir';
import { createStorage } from '../lib/storage/create-storage';

type Print = (line: string) => void;

const summary = (manifest: BackupManifest) => {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  return `${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
};

/** Opens the configured database and storage; on PGlite the data folder is locked first. */
async function openPlace(config: Config) {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase(databaseOptions(config));
    const storage = await createStorage(config);
    return {
      database,
      storage,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * `npm run backup -- <file.tar>` (issue #21 item 6): the database and every stored file, with a
 * manifest of hashes, while the server runs. On PostgreSQL it reads the database and bucket
 * itself; on PGlite a running server writes it (through its control socket), else this does.
 */
export async function runBackup(args: string[], env: NodeJS.ProcessEnv, print: Print) {
  const file = args[0];
  if (!file || args.length > 1) {
    print('Usage: npm run backup -- <file.tar>');
    return 2;
  }
  const config = loadConfig(env);
  const partial = `${file}.partial`;
  try {
    let manifest: BackupManifest | null = null;
    let place: Awaited<ReturnType<typeof openPlace>> | null = null;
    try {
      place = await openPlace(config);
    } catch (error) {
      if (config.databaseUrl || !/already using the data folder/.test(String(error))) throw error;
    }
    if (place) {
      try {
        manifest = await writeBackup(place, fs.createWriteStream(partial, { mode: 0o600 }));
      } finally {
        await place.close();
      }
    } else {
      // A server holds the embedded database: it writes the archive.
      await requestBackup(config.dataDir, fs.createWriteStream(partial, { mode: 0o600 }));
    }
    // Read back whole before it takes its name: a cut-short archive is never left as a backup.
    const checked = await verifyArchive(fs.createReadStream(partial));
    if (manifest && manifest.files.length !== checked.files.length) {
      throw new Error('The archive does not hold what was written');
    }
    await fsp.rename(partial, file);
    print(
      `Backup written to ${file}${manifest ? '' : ' by the running server'}: ${summary(checked)}, every hash checked.`,
    );
    return 0;
  } catch (error) {
    await fsp.rm(partial, { force: true });
    print(`The backup failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/**
 * `npm run restore -- <file.tar>`: into an empty DATA_DIR, or an empty database and bucket, every
 * hash checked; nothing stays if one differs.
 */
export async function runRestore(args: string[], env: NodeJS.ProcessEnv, print: Print) {
  const file = args[0];
  if (!file || args.length > 1) {
    print('Usage: npm run restore -- <file.tar>');
    return 2;
  }
  const config = loadConfig(env);
  try {
    const place = await openPlace(config);
    try {
      const manifest = await restoreBackup(place, fs.createReadStream(file));
      // Every row is new: the embedded database needs its statistics (PostgreSQL's autovacuum
      // reads them by itself).
      await place.database.upkeep?.({ analyzeAll: true });
      print(`Restored ${file}: ${summary(manifest)}, every hash checked.`);
      return 0;
    } finally {
      await place.close();
    }
  } catch (error) {
    print(`The restore failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
