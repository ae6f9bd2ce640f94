/** initdb's folder, from PATH or Debian's versioned folder; null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null;
/** A throwaway cluster on a free loopback port; `stop` removes it. */
export function startThrowawayPostgres(bin: string): Promise<{ url: string; stop(): void }>;
