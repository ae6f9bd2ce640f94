import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  documentVersions,
  machines,
  partDiagrams,
  software,
  troubleshootingGuides,
} from '../../db/schema';

/** A transaction handle as Drizzle gives it to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The queries behind stored files: who refers to a key, and the per-key lock. */
export class FilesRepository {
  constructor(readonly db: Database) {}

  /**
   * Runs `work` in a transaction that holds a lock on the storage key, so publishing a record
   * for a file and removing an unreferenced file never interleave (the keys of
   * docs/product.md#storage-paths are content addressed: two documents with the same bytes share
   * one file).
   */
  withKeyLock<T>(key: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await this.lockKeys(tx, [key]);
      return work(tx);
    });
  }

  /** Takes the keys' locks inside `tx` until it ends, in one order so two callers never deadlock. */
  async lockKeys(tx: Transaction, keys: readonly string[]): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7260313))`);
    }
  }

  /**
   * Held shared by anything that removes stored files (release, the sweep), and exclusively by a
   * Firebase import while its records are written: one lock for all of an import's files, where a
   * lock per file would fill PostgreSQL's lock table (max_locks_per_transaction) for a large one.
   */
  async lockAgainstImports(tx: Transaction, mode: 'shared' | 'exclusive'): Promise<void> {
    await tx.execute(
      mode === 'shared'
        ? sql`select pg_advisory_xact_lock_shared(hashtextextended('files:import', 7260313))`
        : sql`select pg_advisory_xact_lock(hashtextextended('files:import', 7260313))`,
    );
  }

  /** Whether a backup holds the removal of stored files now (maintenance_holds). */
  async removalsHeld(tx: Transaction): Promise<boolean> {
    const [row] = await selectRows<{ held: boolean }>(
      tx,
      sql`select exists (select 1 from maintenance_holds where until > now()) as held`,
    );
    return row?.held === true;
  }

  /** How many records point at the key (document versions, packages, guides, diagrams, photos). */
  async references(tx: Transaction, key: string): Promise<number> {
    const [row] = await selectRows<{ n: number | string }>(
      tx,
      sql`select
        (select count(*) from ${documentVersions} where ${documentVersions.filePath} = ${key})
        + (select count(*) from ${software} where ${software.filePath} = ${key})
        + (select count(*) from ${troubleshootingGuides} where ${troubleshootingGuides.imagePaths} @> array[${key}])
        + (select count(*) from ${partDiagrams} where ${partDiagrams.imagePath} = ${key})
        + (select count(*) from ${machines} where ${machines.photoPath} = ${key}) as n`,
    );
    return Number(row?.n ?? 0);
  }
}
