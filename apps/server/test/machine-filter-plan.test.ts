import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, injectAs, type TestContext, type TestUser } from './helpers';

// Issue #19 item 9: a machine's documents and software are read off the machine index, not by
// walking the list's date index and testing every row (97 ms at 100,000 documents before).
const ROWS = 20_000;
let t: TestContext;
let admin: TestUser;
const queries: { sql: string; params: unknown[] }[] = [];

beforeAll(async () => {
  ({ t, admin } = await createTestAdmin(
    {},
    {},
    { onQuery: (text, params) => queries.push({ sql: text, params }) },
  ));
  const { db } = t.database;
  // Every row its own machine; the probe machine has one document and one package, the oldest.
  await db.execute(sql`
    insert into documents (id, title, categories, machine_ids, file_type, upload_date, uploaded_by)
    select 'plan-doc-' || g, 'Document ' || g, array['Service'],
           array[case when g = ${ROWS} then 'probe_m' else 'plan_m' || g end], 'pdf',
           now() - (g || ' minutes')::interval, 'plan'
    from generate_series(1, ${ROWS}) as g`);
  await db.execute(sql`
    insert into document_versions (document_id, version_number, file_url, file_path, file_size_kb,
                                   sha256_file_hash, upload_date, uploaded_by)
    select id, 1, '', 'documents/' || id || '.pdf', 1, repeat('AB', 32), upload_date, uploaded_by
    from documents`);
  await db.execute(sql`
    insert into software (id, name, category, version, download_url, file_path, file_size_kb,
                          sha256_file_hash, machine_ids, upload_date, uploaded_by)
    select 'plan-sw-' || g, 'Package ' || g, 'Tools', '1.0', '', 'software/' || g || '.zip', 1,
           repeat('AB', 32), array[case when g = ${ROWS} then 'probe_m' else 'plan_m' || g end],
           now() - (g || ' minutes')::interval, 'plan'
    from generate_series(1, ${ROWS}) as g`);
  // With statistics, as PostgreSQL's autovacuum keeps them, the planner guesses 0.5 % matches.
  await db.execute(sql`analyze`);
});
afterAll(() => t.close());

/** A literal of a query parameter, to EXPLAIN the query as it was sent. */
const literal = (value: unknown) =>
  typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;

/** The plan of the last query that read a page of `table` (its SQL as the repository sent it). */
async function planOfLastPage(table: string): Promise<string> {
  const page = queries.findLast((q) => q.sql.includes(`from "${table}"`) && /limit/i.test(q.sql));
  if (!page) throw new Error(`no page query on ${table}`);
  const text = page.sql.replace(/\$(\d+)/g, (_, n: string) => literal(page.params[Number(n) - 1]));
  const result = await t.database.db.execute(sql.raw(`explain ${text}`));
  return (result as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe.each([
  ['documents', '/api/v1/documents', 'plan-doc-20000'],
  ['software', '/api/v1/software', 'plan-sw-20000'],
])('the %s of one machine', (table, url, probeId) => {
  it('are read off the machine index, whatever the date index offers', async () => {
    const response = await injectAs(t, admin, 'GET', `${url}?machineId=probe_m`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([
      probeId,
    ]);
    const plan = await planOfLastPage(table);
    expect(plan).toContain(`${table}_machine_ids_idx`);
    expect(plan).not.toContain(`${table}_upload_date_idx`);
  });
});
