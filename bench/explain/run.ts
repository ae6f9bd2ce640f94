/**
 * bench/explain: EXPLAIN ANALYZE of each list's first page in each of its sort orders at 100,000
 * rows (PGlite, on disk), so a sort key without an index shows: its plan sorts the whole table
 * ("Sort" over every row) and its execution time grows with the table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { loadConfig } from '../../apps/server/src/env';
import { seed, seedDocumentVersions } from '../dashboard/seed';
import { sizeFromEnv } from '../lib';

const size = sizeFromEnv({
  documents: 100_000,
  software: 100_000,
  machines: 100_000,
  users: 100_000,
});

/** Each list's first page, as its repository orders it (ids only: the plan is what matters). */
const PAGES: Record<string, string> = {
  'documents, newest first': `select d.id from documents d join document_versions v
    on v.document_id = d.id and v.version_number = d.current_version
    order by d.upload_date desc, d.id desc limit 50`,
  'documents of one machine, newest first, as the list read it before 2026-11-28': `select d.id
    from documents d
    where d.machine_ids @> array['bench_m7'] order by d.upload_date desc, d.id desc limit 50`,
  'documents of one machine, newest first (its matches read first)': `select d.id from documents d
    where d.machine_ids @> array['bench_m7']
    order by (d.machine_ids @> array['bench_m7']) desc, d.upload_date desc, d.id desc limit 50`,
  'software of one machine, newest first (its matches read first)': `select w.id from software w
    where w.machine_ids @> array['bench_m7']
    order by (w.machine_ids @> array['bench_m7']) desc, w.upload_date desc, w.id desc limit 50`,

  'software, newest first': 'select id from software order by upload_date desc, id desc limit 50',
  'software by name': `select id from software
    order by lower(name) asc, upload_date desc, id desc limit 50`,
  'software by version': `select id from software
    order by toolbox_version_key(version) asc, upload_date desc, id desc limit 50`,
  'users by name': 'select id from users order by display_name asc, id asc limit 50',
  'users by team, descending': 'select id from users order by team desc, id desc limit 50',
  'users by status': 'select id from users order by status asc, id asc limit 50',
  'users by role': 'select id from users order by role asc, id asc limit 50',
  'users, newest first': 'select id from users order by created_at desc, id desc limit 50',
  'machine catalogue, with counts': `with page as (select id from machines
    order by lower(manufacturer), lower(model), id limit 50)
    select p.id,
      (select count(*) from troubleshooting_guides g where g.machine_id = p.id),
      (select count(*) from part_diagrams d where d.machine_id = p.id),
      (select count(*) from specifications s where s.machine_id = p.id),
      (select count(*) from documents d where d.machine_ids @> array[p.id]),
      (select count(*) from software w where w.machine_ids @> array[p.id])
    from page p`,
  'audit log, newest first': 'select id from audit_log order by at desc, id desc limit 50',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolbox-bench-'));
const database = await openDatabase({
  kind: 'pglite',
  dataDir: path.join(dir, 'db'),
  migrationsDir: loadConfig({}).migrationsDir,
});
try {
  await seed(database.db, size);
  await seedDocumentVersions(database.db);
  await database.db.execute(sql`
    insert into audit_log (at, action, actor_email)
    select now() - (g || ' seconds')::interval, 'document.view', 'bench' || g || '@example.com'
    from generate_series(1, ${size.users}) as g`);
  await database.db.execute(sql`analyze`);
  for (const [name, query] of Object.entries(PAGES)) {
    const result: unknown = await database.db.execute(sql.raw(`explain analyze ${query}`));
    const { rows } = result as { rows: { 'QUERY PLAN': string }[] };
    const plan = rows.map((row) => row['QUERY PLAN']);
    // A plain Sort node sorts every row that reaches it (an Incremental Sort only ties): the
    // whole table, unless an index picked the rows first (a machine's matches).
    const sortLine = plan.find((line) => /^\s*(->\s*)?Sort\s+\(/.test(line));
    const sorted = Number(/actual time=[^)]*rows=([\d.]+)/.exec(sortLine ?? '')?.[1] ?? 0);
    const time = plan.find((line) => line.startsWith('Execution Time'))?.split(': ')[1];
    const note = !sortLine
      ? ''
      : sorted >= size.documents / 10
        ? ' — sorts the whole table'
        : ` — sorts its ${sorted} matching rows`;
    console.log(`${name}: ${time}${note}`);
    if (process.env.BENCH_PLANS) console.log(plan.join('\n'));
  }
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
