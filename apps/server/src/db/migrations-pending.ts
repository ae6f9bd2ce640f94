import fs from 'node:fs';
import path from 'node:path';

/** Runs one statement and answers its rows. */
type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/**
 * Whether the database lacks a migration of `migrationsDir`, found with one query: the newest
 * migration the database recorded against the newest in drizzle-kit's journal. Drizzle's own
 * migrator reads and hashes every SQL file and makes four round trips even when nothing is
 * pending, which every start of an up-to-date database would pay. A database with no record of
 * migrations at all has them pending.
 */
export async function migrationsPending(query: Query, migrationsDir: string): Promise<boolean> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  let applied: unknown;
  try {
    const { rows } = await query(
      'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
    );
    applied = (rows[0] as { applied: string | null } | undefined)?.applied;
  } catch {
    return true;
  }
  return Number(applied ?? 0) < newest;
}
