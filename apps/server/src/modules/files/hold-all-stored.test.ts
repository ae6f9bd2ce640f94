import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/rows';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { FilesRepository, type Transaction } from './files.repository';
import { FilesService } from './files.service';

// Issue #20: a Firebase import holds every file it copied until its records commit. One lock per
// file would fill PostgreSQL's lock table (max_locks_per_transaction × max_connections, 6,400 by
// default) for a large export; the import takes one lock whatever the number of files.

describe('holding stored files for an import', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const advisoryLocksHeld = async (tx: Transaction) => {
    const [row] = await selectRows<{ n: number | string }>(
      tx,
      sql`select count(*) as n from pg_locks
          where locktype = 'advisory' and pid = pg_backend_pid()`,
    );
    return Number(row?.n);
  };

  it('takes one lock for a thousand files, where holding each takes a thousand', async () => {
    const files = new FilesService(new FilesRepository(t.database.db), t.storage, console);
    const keys = Array.from({ length: 1000 }, (_, i) => `documents/${i}.pdf`);
    const perFile = await t.database.db.transaction(async (tx) => {
      await files.holdStored(tx, keys);
      return advisoryLocksHeld(tx);
    });
    expect(perFile).toBe(1000);
    const forImport = await t.database.db.transaction(async (tx) => {
      const missing = await files.holdAllStored(tx, keys);
      expect(missing).toHaveLength(1000);
      return advisoryLocksHeld(tx);
    });
    expect(forImport).toBe(1);
  });
});
