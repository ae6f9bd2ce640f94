/** Drizzle's logger for `onQuery`: told the SQL of every query (tests that count round trips). */
export function queryLogger({ onQuery }: { onQuery?: ((sql: string) => void) | undefined }) {
  return onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
}
