import { Worker } from 'node:worker_threads';

/**
 * PostgreSQL's settings for PGlite, as `postgres` takes them on its command line. PGlite's memory
 * is WebAssembly memory, which grows and never shrinks: every page PostgreSQL touches once stays
 * in the server's resident memory for good, so its caches are kept small (decision 031). The
 * shared buffers (128 MB by PostgreSQL's default, 32 MB before) are 16 MB; the operating system's
 * page cache holds the data files as well. VACUUM's working memory is 16 MB (64 MB by default),
 * and temporary tables, which Toolbox does not use, get 1 MB.
 */
export const PGLITE_START_PARAMS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'maintenance_work_mem=16MB',
  '-c',
  'temp_buffers=1MB',
  // A WAL segment the upkeep is done with is deleted, not kept under a new name for reuse with
  // the replaced rows still in it (db/pglite-upkeep.ts); a new one is not filled with zeros first.
  '-c',
  'wal_recycle=off',
  '-c',
  'wal_init_zero=off',
];

/**
 * Whether a statement only reads: a SELECT, or a WITH query none of whose parts inserts, updates,
 * deletes or merges (a data-modifying CTE must say one of those words). A word inside a string
 * or a name may make a read count as a write, which costs only what it kept; never the reverse.
 */
export function readsOnly(sql: string): boolean {
  if (/^\s*select\s/i.test(sql)) return true;
  return /^\s*with\s/i.test(sql) && !/\b(insert|update|delete|merge)\b/i.test(sql);
}

/** A column of a result, as PGlite describes it. */
type Field = { name: string; dataTypeID: number };
type Results<T> = { rows: T[]; fields: Field[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Answer = { id: number; result?: unknown; error?: { message: string; name?: string } };

/** What a transaction offers the work inside it: queries that run in it. */
type ThreadTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

/**
 * PGlite on a worker thread (`pglite-worker.mjs`), offering the part of PGlite's API that Drizzle's
 * driver uses: `query` and `transaction` (decision 022). PostgreSQL runs there while this thread
 * serves requests. Drizzle's parsers only ever keep a type's text as it is, so only which types
 * they name crosses to the worker. A database error arrives with its message and PostgreSQL's
 * fields (code, constraint, detail...); if the worker stops, every query fails from then on.
 */
export class PgliteThread {
  private readonly waiting = new Map<
    number,
    { resolve(value: unknown): void; reject(e: Error): void }
  >();
  private nextId = 1;
  private failure: Error | undefined;
  private writeCount = 0;

  /**
   * How many writes have begun or ended on this database so far: a statement that is not a plain
   * SELECT counts when it is sent and again when it is answered, a transaction when it begins and
   * when it ends. A read that saw the same count before and after it cannot have seen a write
   * half-done, and its answer stands until the count moves (db/until-next-write.ts). PGlite's
   * database is this process's alone, so no write reaches it any other way.
   */
  writes(): number {
    return this.writeCount;
  }

  private constructor(private readonly worker: Worker) {
    worker.on('message', (answer: Answer) => {
      const pending = this.waiting.get(answer.id);
      if (!pending) return;
      this.waiting.delete(answer.id);
      if (answer.error) pending.reject(toError(answer.error));
      else pending.resolve(answer.result);
    });
    // From a failure on, every query is refused with it; the error handler answers 503 to
    // "database thread stopped", as to a closed database.
    const stop = (error: Error) => {
      this.failure ??= error;
      // Nothing read before stays kept (db/until-next-write.ts) once the database is gone.
      this.writeCount += 1;
      for (const pending of this.waiting.values()) pending.reject(this.failure);
      this.waiting.clear();
    };
    worker.on('error', (error) =>
      stop(new Error(`The database thread stopped: ${error.message}`, { cause: error })),
    );
    worker.on('exit', (code) => stop(new Error(`The database thread stopped (exit code ${code})`)));
  }

  /**
   * Starts PGlite on its thread, on `dataDir` (in memory without one, from `template`'s tar when
   * given), and waits until ready.
   */
  static async start(
    dataDir: string | undefined,
    template: Uint8Array | undefined,
    startParams: string[],
  ): Promise<PgliteThread> {
    const { thread, ready } = PgliteThread.spawn(dataDir, template, startParams);
    await ready;
    return thread;
  }

  /**
   * Spawns PGlite's thread and answers at once; `ready` settles when PGlite is up, or failed to
   * come up. Queries sent before then wait in the thread's queue.
   */
  static spawn(
    dataDir: string | undefined,
    template: Uint8Array | undefined,
    startParams: string[],
  ): { thread: PgliteThread; ready: Promise<void> } {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, template, startParams },
    });
    const ready = new Promise<void>((resolve, reject) => {
      const exited = (code: number) =>
        reject(new Error(`The database thread stopped (exit code ${code})`));
      const answered = (message: { ready?: boolean }) => {
        if (!message.ready) return;
        worker.off('message', answered);
        worker.off('error', reject);
        worker.off('exit', exited);
        resolve();
      };
      worker.on('message', answered);
      worker.once('error', reject);
      worker.once('exit', exited);
    });
    return { thread: new PgliteThread(worker), ready };
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Told each query's time, including its wait for the thread (for /metrics). */
  onQueryTime: ((seconds: number) => void) | undefined;

  query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number) {
    const started = performance.now();
    // Inside a transaction, its begin and end count instead.
    const write = tx === undefined && !readsOnly(sql);
    if (write) this.writeCount += 1;
    const sent = this.send<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      ...(tx === undefined ? {} : { tx }),
    });
    const answer = write ? sent.finally(() => (this.writeCount += 1)) : sent;
    const observe = this.onQueryTime;
    return observe ? answer.finally(() => observe((performance.now() - started) / 1000)) : answer;
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    this.writeCount += 1;
    try {
      const tx = await this.send<number>({ op: 'begin' });
      let result: T;
      try {
        result = await work({
          query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
            this.query<R>(sql, params, options, tx),
        });
      } catch (error) {
        await this.send({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await this.send({ op: 'end', tx, commit: true });
      return result;
    } finally {
      this.writeCount += 1;
    }
  }

  /** Closes the database; every query after it fails with PGlite's own "PGlite is closed". */
  async close(): Promise<void> {
    await this.send({ op: 'close' }).catch(() => {});
    this.failure ??= new Error('PGlite is closed');
    this.writeCount += 1;
    await this.worker.terminate();
  }
}

/** The worker's plain error as an Error again, with PostgreSQL's fields on it. */
function toError({ message, name, ...fields }: { message: string; name?: string }): Error {
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}
