import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../src/db/rows';
import { createTestContext, type TestContext } from './helpers';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GIN indexes (migration 0020)', () => {
  it('write every entry straight to the index, since PGlite never vacuums a pending list', async () => {
    const indexes = await selectRows<{ name: string; options: string[] | null }>(
      t.database.db,
      sql`select c.relname as name, c.reloptions as options
          from pg_class c join pg_am a on a.oid = c.relam
          join pg_namespace n on n.oid = c.relnamespace
          where a.amname = 'gin' and n.nspname = current_schema()`,
    );
    expect(indexes.length).toBeGreaterThanOrEqual(9);
    const pending = indexes.filter((index) => !index.options?.includes('fastupdate=off'));
    expect(pending.map((index) => index.name)).toEqual([]);
  });
});
