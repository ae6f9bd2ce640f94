import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, type TestContext, type TestUser } from './helpers';

// Issue #19 item 2: a list's total is counted once per version of the list, not on every page.
let t: TestContext;
let admin: TestUser;
const queries: string[] = [];
const counts = () => queries.filter((q) => /^select count\(\*\)/i.test(q));

/** Writes documents straight into the tables, as another replica's request would. */
async function insertDocuments(from: number, to: number) {
  await t.database.db.execute(sql`
    insert into documents (id, title, categories, machine_ids, file_type, upload_date)
    select 'doc-' || g, 'Document ' || g, array['Service'], array[]::text[], 'pdf', now()
    from generate_series(${from}::int, ${to}::int) as g`);
  await t.database.db.execute(sql`
    insert into document_versions (document_id, version_number, file_url, file_path, file_size_kb,
                                   sha256_file_hash, upload_date)
    select 'doc-' || g, 1, '', 'documents/doc-' || g || '.pdf', 1, repeat('AB', 32), now()
    from generate_series(${from}::int, ${to}::int) as g`);
}

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin({}, {}, { onQuery: (q) => queries.push(q) }));
  await insertDocuments(1, 30);
});
afterAll(() => t.close());

const total = async (url = '/api/v1/documents') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ total: number }>().total;
};

describe('list totals', () => {
  it('counts a list once, then answers its pages from the known total', async () => {
    queries.length = 0;
    expect(await total()).toBe(30);
    expect(await total('/api/v1/documents?page=2&pageSize=10')).toBe(30);
    expect(await total()).toBe(30);
    expect(counts()).toHaveLength(1);
  });

  it('counts again after any write to the list, made here or by another server', async () => {
    await insertDocuments(31, 35);
    expect(await total()).toBe(35);
    await t.database.db.execute(sql`delete from documents where id = 'doc-1'`);
    expect(await total()).toBe(34);
    // A new version of a document changes the list too.
    queries.length = 0;
    await t.database.db.execute(
      sql`update document_versions set file_size_kb = 2 where document_id = 'doc-2'`,
    );
    expect(await total()).toBe(34);
    expect(counts()).toHaveLength(1);
  });

  it('keeps a total per filter', async () => {
    expect(await total('/api/v1/documents?category=Service')).toBe(34);
    expect(await total('/api/v1/documents?category=Nothing')).toBe(0);
    expect(await total('/api/v1/documents?search=Document%2033')).toBe(1);
  });

  it('counts the machine catalogue once per version of the machines table', async () => {
    const machines = (query = '') => total(`/api/v1/machines${query}`);
    await t.database.db.execute(
      sql`insert into machines (id, manufacturer, model) values ('acme_one', 'Acme', 'One')`,
    );
    queries.length = 0;
    expect(await machines()).toBe(1);
    expect(await machines('?pageSize=1')).toBe(1);
    expect(counts()).toHaveLength(1);
    // Another server adds a machine: the next page counts again.
    await t.database.db.execute(
      sql`insert into machines (id, manufacturer, model) values ('acme_two', 'Acme', 'Two')`,
    );
    expect(await machines()).toBe(2);
    expect(await machines('?manufacturer=acme')).toBe(2);
    expect(counts()).toHaveLength(3);
  });
});
