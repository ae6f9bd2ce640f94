import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Runs raw SQL and returns its rows: node-postgres and PGlite both answer with `{ rows }`. */
export async function selectRows<T extends Record<string, unknown>>(
  db: Database,
  query: SQL,
): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
