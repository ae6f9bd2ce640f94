/** Runs one statement on the embedded database (outside any transaction). */
type Query = <T>(sql: string) => Promise<{ rows: T[] }>;

/** What to do beyond the usual: after an import or a restore every table has new statistics. */
export type UpkeepOptions = { analyzeAll?: boolean };

/**
 * Changes a table may take before its statistics are read again: autovacuum's defaults
 * (`autovacuum_analyze_threshold` 50, `autovacuum_analyze_scale_factor` 0.1).
 */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * The upkeep PostgreSQL's autovacuum does elsewhere, for PGlite: one PostgreSQL backend with no
 * background processes, so no autovacuum and no timed checkpoints. A plain VACUUM removes the row
 * versions that writes replaced or deleted (a Firebase password hash after its re-hash, a changed
 * password, a deleted user), which otherwise stay readable in the data files; it skips pages with
 * nothing to remove, and a round that finds nothing replaced and nothing stale does none of this.
 * ANALYZE reads the statistics the planner needs, for the tables that changed enough since (every
 * table with `analyzeAll`). A checkpoint then writes the cleaned pages, and switching to a new WAL
 * segment lets the next checkpoint remove the one that still held the replaced rows (PGlite starts
 * with `wal_recycle=off`, so the segment is deleted rather than renamed for reuse). Answers how
 * many dead row versions the statistics counted before the VACUUM.
 */
export async function pgliteUpkeep(query: Query, options: UpkeepOptions = {}): Promise<number> {
  const { rows } = await query<{ name: string; dead: number; stale: boolean }>(
    `select format('%I.%I', s.schemaname, s.relname) as name, s.n_dead_tup::int as dead,
       s.last_analyze is null
         or s.n_mod_since_analyze > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE_FACTOR} * greatest(c.reltuples, 0)
         as stale
     from pg_stat_user_tables s join pg_class c on c.oid = s.relid`,
  );
  const dead = rows.reduce((sum, table) => sum + table.dead, 0);
  // Nothing replaced, nothing stale: a round costs the one query above. The VACUUM would read
  // every table for nothing, and the memory it takes inside PGlite is never given back.
  if (dead === 0 && !options.analyzeAll && !rows.some((table) => table.stale)) return 0;
  await query('vacuum');
  for (const table of rows) {
    if (options.analyzeAll || table.stale) await query(`analyze ${table.name}`);
  }
  await query('checkpoint');
  await query('select pg_switch_wal()');
  await query('checkpoint');
  return dead;
}
