/** Told the SQL of every query and its parameters (tests that count round trips or read plans). */
export type QueryListener = (sql: string, params: unknown[]) => void;

/** Drizzle's logger for `onQuery`. */
export function queryLogger({ onQuery }: { onQuery?: QueryListener | undefined }) {
  return onQuery ? { logQuery: (sql: string, params: unknown[]) => onQuery(sql, params) } : false;
}
