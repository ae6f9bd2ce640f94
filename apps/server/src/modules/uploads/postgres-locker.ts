/* eslint-disable @typescript-eslint/only-throw-error -- tus answers the { status_code, body } thrown */
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { createRequire } from 'node:module';
import type pg from 'pg';

/** Where a replica asks the one holding an upload's lock to let its request go. */
const CHANNEL = 'toolbox_upload_release';
/**
 * Connections one replica holds for upload locks at most: a lock lives as long as its request (a
 * PATCH takes seconds), on a connection of its own, outside the pool that answers queries.
 */
const LOCK_CONNECTIONS = 16;
/** How often a waiting request tries again, and asks the holder to let go. */
const RETRY_MS = 100;
const ASK_EVERY_MS = 1000;

/**
 * The driver, required when a locker is made rather than imported: only a server on PostgreSQL
 * makes one, and a server on PGlite should not carry the driver.
 */
const driver = () => createRequire(import.meta.url)('pg') as typeof pg;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The tus server's locker across replicas (issue #21 item 1): a request holds its upload's
 * PostgreSQL advisory lock for as long as it runs, so two replicas never write one upload at once,
 * and a replica that dies lets go with its connection. As tus's own locker does in one process, a
 * request that waits asks the holder to end its request (a client that retried after its connection
 * dropped must not wait for the old PATCH to time out): through NOTIFY, to whichever replica holds
 * it.
 */
export class PostgresLocker implements Locker {
  private readonly pool: pg.Pool;
  /** Locks this process holds, with the connection holding each and how to end its request. */
  readonly held = new Map<
    string,
    { owner: object; client: pg.PoolClient; release: RequestRelease }
  >();
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly url: string,
    readonly acquireTimeoutMs = 30_000,
  ) {
    this.pool = new (driver().Pool)({
      connectionString: url,
      max: LOCK_CONNECTIONS,
      connectionTimeoutMillis: 3000,
    });
    this.pool.on('error', () => {});
    void this.listen();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  newLock(id: string): Lock {
    return new PostgresLock(this, id);
  }

  /**
   * Takes `id`'s lock on a connection of its own; null when another holds it. Should the
   * connection fail while held (PostgreSQL restarted), the lock is gone: its request is ended.
   */
  async tryLock(id: string): Promise<pg.PoolClient | null> {
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(hashtextextended('upload:' || $1, 7260313)) as locked`,
        [id],
      );
      if (rows[0]?.locked) {
        client.on('error', () => {
          const entry = this.held.get(id);
          if (entry?.client === client) void entry.release();
        });
        return client;
      }
      client.release();
      return null;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  }

  async unlock(id: string, client: pg.PoolClient): Promise<void> {
    client.removeAllListeners('error');
    // A failed connection is closed below; until then a late error must not go unheard.
    client.on('error', () => undefined);
    try {
      await client.query(`select pg_advisory_unlock(hashtextextended('upload:' || $1, 7260313))`, [
        id,
      ]);
      client.release();
    } catch (error) {
      // A connection that failed is closed, and PostgreSQL lets its locks go with it.
      client.release(error as Error);
    }
  }

  /** Asks whichever replica holds `id`'s lock to end its request. */
  async askToRelease(id: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [CHANNEL, id]);
  }

  /** Ends the connections; a lock still held (its request abandoned) goes with its own. */
  async close(): Promise<void> {
    this.closed = true;
    await this.listener?.end().catch(() => undefined);
    for (const { client } of this.held.values()) client.release(new Error('closing'));
    this.held.clear();
    await this.pool.end();
  }

  /** Listens for other replicas asking for a lock this one holds; reconnects when dropped. */
  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new (driver().Client)({
      connectionString: this.url,
      connectionTimeoutMillis: 3000,
    });
    const retry = () => {
      if (this.listener === client) this.listener = null;
      client.end().catch(() => undefined);
      if (!this.closed) setTimeout(() => void this.listen(), 1000).unref();
    };
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      void this.held.get(message.payload)?.release();
    });
    client.on('error', retry);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (this.closed) await client.end();
      else this.listener = client;
    } catch {
      retry();
    }
  }
}

class PostgresLock implements Lock {
  constructor(
    private readonly locker: PostgresLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, release: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      const here = this.locker.held.get(this.id);
      if (here) {
        await here.release();
      } else {
        const client = await this.locker.tryLock(this.id);
        if (client) {
          if (signal.aborted) {
            await this.locker.unlock(this.id, client);
            throw ERRORS.ERR_LOCK_TIMEOUT;
          }
          this.locker.held.set(this.id, { owner: this, client, release });
          return;
        }
        if (Date.now() - askedAt >= ASK_EVERY_MS) {
          askedAt = Date.now();
          await this.locker.askToRelease(this.id);
        }
      }
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await sleep(RETRY_MS);
    }
  }

  async unlock(): Promise<void> {
    const entry = this.locker.held.get(this.id);
    if (this.locker.isClosed) return;
    if (entry?.owner !== this) throw new Error('Releasing an unlocked lock!');
    this.locker.held.delete(this.id);
    await this.locker.unlock(this.id, entry.client);
  }
}
