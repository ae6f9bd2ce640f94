import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../../lib/storage/storage';
import type { FilesRepository, Transaction } from './files.repository';

/**
 * Storage prefixes that hold published files (docs/product.md#storage-paths) and the least age at
 * which an unreferenced one is removed. Images are published when attached and referenced when the
 * guide or diagram is saved, so an editor gets a day between the two. (`uploads/` in a bucket
 * holds unfinished uploads: the uploads' own sweep looks after it.)
 */
const PUBLISHED_PREFIXES = [
  ['documents/', 0],
  ['software/', 0],
  ['images/', 24 * 3600_000],
] as const;

/**
 * Keeps records and stored files in step (docs/product.md#sec-record-file): a record is written
 * only while its file is known to be there, a file is removed only when no record refers to it, and
 * what a crash leaves behind is at worst an unreferenced file that `sweepOrphans` removes.
 */
export class FilesService {
  constructor(
    private readonly repository: FilesRepository,
    private readonly storage: Storage,
    private readonly logger: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * Writes the record(s) for a file already put at `key`: under the key's lock, it checks the
   * file is still there (a concurrent delete of another record with the same bytes may have
   * just removed it; then `restore` puts it back) and runs `write` in the same transaction.
   */
  async publish<T>(
    key: string,
    restore: () => Promise<void>,
    write: (tx: Transaction) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      let result: { missing: true } | { missing: false; value: T };
      try {
        result = await this.repository.withKeyLock(key, async (tx) => {
          if (!(await this.storage.stat(key))) return { missing: true as const };
          return { missing: false as const, value: await write(tx) };
        });
      } catch (error) {
        // No record was written (a full disk, a refused row): the file put for it goes too, unless
        // another record uses it, so a failed publish leaves nothing behind.
        await this.release([key]);
        throw error;
      }
      if (!result.missing) return result.value;
      if (attempt >= 2) throw new Error(`Stored file ${key} keeps disappearing`);
      await restore();
    }
  }

  /**
   * Inside a transaction that is about to write records pointing at `keys`: holds the keys'
   * locks until it commits, so the sweep cannot remove them in between, and returns the keys
   * whose files are not in storage.
   */
  async holdStored(tx: Transaction, keys: readonly string[]): Promise<string[]> {
    await this.repository.lockKeys(tx, keys);
    const missing: string[] = [];
    for (const key of new Set(keys)) if (!(await this.storage.stat(key))) missing.push(key);
    return missing;
  }

  /**
   * Inside the transaction that writes a Firebase import's records: keeps every stored file from
   * being removed until it commits (one lock, whatever the number of files), and returns the keys
   * whose files are not in storage.
   */
  async holdAllStored(tx: Transaction, keys: readonly string[]): Promise<string[]> {
    await this.repository.lockAgainstImports(tx, 'exclusive');
    const missing: string[] = [];
    for (const key of new Set(keys)) if (!(await this.storage.stat(key))) missing.push(key);
    return missing;
  }

  /** After records were deleted: removes each key's file unless another record still uses it. */
  async release(keys: readonly string[]): Promise<void> {
    for (const key of new Set(keys)) {
      try {
        await this.repository.withKeyLock(key, async (tx) => {
          await this.repository.lockAgainstImports(tx, 'shared');
          // During a backup the file stays (its archive may hold a record naming it); a later
          // sweep removes it.
          if (await this.repository.removalsHeld(tx)) return;
          if ((await this.repository.references(tx, key)) === 0) await this.storage.delete(key);
        });
      } catch (error) {
        // The record is gone already; the sweep removes the file later.
        this.logger.warn({ err: error, key }, 'stored file not removed; the sweep will retry');
      }
    }
  }

  /**
   * Removes published files no record refers to, if older than `graceMs` (an upload being
   * published right now has its file in place a moment before its record). Returns how many.
   */
  async sweepOrphans(graceMs = 3600_000, now = Date.now()): Promise<number> {
    let removed = 0;
    for (const [prefix, leastGraceMs] of PUBLISHED_PREFIXES) {
      const grace = Math.max(graceMs, leastGraceMs);
      for await (const object of this.storage.list(prefix)) {
        if (now - object.lastModified.getTime() < grace) continue;
        const deleted = await this.repository.withKeyLock(object.key, async (tx) => {
          await this.repository.lockAgainstImports(tx, 'shared');
          if (await this.repository.removalsHeld(tx)) return false;
          if ((await this.repository.references(tx, object.key)) > 0) return false;
          await this.storage.delete(object.key);
          return true;
        });
        if (deleted) removed += 1;
      }
    }
    return removed;
  }
}
