/**
 * Answers kept until the database is next written to (decision 032). On PGlite this process is
 * the only one that writes, and it counts its writes (`DatabaseHandle.writes`), so an answer read
 * while the count stood still is exact for as long as the count stands: no time-to-live, no
 * stale answer. Without a count (PostgreSQL, where replicas and other clients write too) nothing
 * is kept and every read goes to the database.
 */
export class UntilNextWrite<Value> {
  /** Every kept answer was read at write count `at`: one write makes them all stale at once. */
  private readonly kept = new Map<string, { value: Value; size: number }>();
  private at = -1;
  private size = 0;

  /**
   * `writes` is the database's write count (absent: keep nothing); at most `maxEntries` answers
   * and `maxSize` of their sizes (as `set` is told them) are kept, the least recently used going
   * first.
   */
  constructor(
    private readonly writes: (() => number) | undefined,
    private readonly maxEntries: number,
    private readonly maxSize = Infinity,
  ) {}

  /** The write count to hand `set` later: taken before the read that produces the answer. */
  now(): number {
    return this.writes?.() ?? -1;
  }

  /** The answer kept for `key`, if nothing was written since it was read. */
  get(key: string): Value | undefined {
    this.forgetIfWritten();
    const entry = this.kept.get(key);
    if (!entry) return undefined;
    // Most recently used last, so the first key is the one to evict.
    this.kept.delete(key);
    this.kept.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps `value` for `key` if nothing was written since `readAt` (from `now()` before the read):
   * an answer that a write may have overtaken is not kept.
   */
  set(key: string, value: Value, readAt: number, size = 1): void {
    if (!this.writes || readAt !== this.now() || size > this.maxSize) return;
    this.forgetIfWritten();
    const old = this.kept.get(key);
    if (old) this.drop(key, old.size);
    this.kept.set(key, { value, size });
    this.size += size;
    for (const [oldest, entry] of this.kept) {
      if (this.kept.size <= this.maxEntries && this.size <= this.maxSize) break;
      this.drop(oldest, entry.size);
    }
  }

  /**
   * `load`'s answer for `key`: the kept one while nothing was written, else read and kept (an
   * answer of nothing is not kept: unknown keys, as a guesser sends them, take no room).
   */
  async read(key: string, load: () => Promise<Value | undefined>): Promise<Value | undefined> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const readAt = this.now();
    const value = await load();
    if (value !== undefined) this.set(key, value, readAt);
    return value;
  }

  private forgetIfWritten(): void {
    const now = this.now();
    if (now === this.at) return;
    this.kept.clear();
    this.size = 0;
    this.at = now;
  }

  private drop(key: string, size: number): void {
    this.kept.delete(key);
    this.size -= size;
  }
}
