import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { selectRows } from '../db/rows';

type Count = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Count) => void;
/**
 * What @fastify/rate-limit hands a store's `child` (its types say a route's options): the limit's
 * parameters, with the route it is for, if any.
 */
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/** Counts one hit of `key` in a window of `windowMs`: the hits so far and the ms left. */
async function countHit(db: Database, key: string, windowMs: number): Promise<Count> {
  const [row] = await selectRows<{ hits: number; ttl: string | number }>(
    db,
    sql`insert into rate_limits (key, hits, resets_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when rate_limits.resets_at <= now() then 1 else rate_limits.hits + 1 end,
        resets_at = case when rate_limits.resets_at <= now()
          then excluded.resets_at else rate_limits.resets_at end
      returning hits, ceil(extract(epoch from (resets_at - now())) * 1000) as ttl`,
  );
  return { current: row!.hits, ttl: Math.max(0, Number(row!.ttl)) };
}

async function readHits(db: Database, key: string): Promise<Count> {
  const [row] = await selectRows<{ hits: number; ttl: string | number }>(
    db,
    sql`select hits, ceil(extract(epoch from (resets_at - now())) * 1000) as ttl
      from rate_limits where key = ${key} and resets_at > now()`,
  );
  return row ? { current: row.hits, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/**
 * @fastify/rate-limit's store on PostgreSQL (issue #21 item 2): every replica counts a key in
 * the same row, so a limit holds whichever replica takes the requests. Each route's limit counts
 * under a prefix of its own, as the plugin's Redis store does. (One process on PGlite keeps the
 * plugin's in-memory store.)
 */
export function postgresRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _params: unknown,
      private readonly prefix = 'rate:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(db, this.prefix + key).then(
        (count) => callback(null, count),
        (error: Error) => callback(error),
      );
    }

    child(options: object): FastifyRateLimitStore {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(
        params,
        `${this.prefix}${method}${params.routeInfo?.url ?? ''}:`,
      );
    }
  };
}

/** Removes counts whose window ended; answers how many. */
export async function sweepRateLimits(db: Database): Promise<number> {
  const rows = await selectRows<{ key: string }>(
    db,
    sql`delete from rate_limits where resets_at < now() returning key`,
  );
  return rows.length;
}
