import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/rows';
import { documentVersions, software } from '../../db/schema';

/** A transaction handle as Drizzle gives it to `db.transaction`'s callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The queries behind stored files: who refers to a key, and the per-key lock. */
export class FilesRepository {
  constructor(readonly db: Database) {}

  /**
   * Runs `work` in a transaction that holds a lock on the storage key, so publishing a record
   * for a file and removing an unreferenced file never interleave (SPEC.md's keys are content
   * addressed: two documents with the same bytes share one file).
   */
  withKeyLock<T>(key: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 7260313))`);
      return work(tx);
    });
  }

  /** How many records point at the key (document versions and software packages). */
  async references(tx: Transaction, key: string): Promise<number> {
    const [row] = await selectRows<{ n: number | string }>(
      tx,
      sql`select
        (select count(*) from ${documentVersions} where ${documentVersions.filePath} = ${key})
        + (select count(*) from ${software} where ${software.filePath} = ${key}) as n`,
    );
    return Number(row?.n ?? 0);
  }
}
