import { ERRORS } from '@tus/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../../test/helpers';
import { PostgresLocker } from './postgres-locker';

// Issue #21 item 1: two replicas never take one upload at once, and a request that waits asks the
// holder, wherever it runs, to end its request (tus's rule for a client that retried).
describe.runIf(process.env.TEST_DATABASE_URL)('the upload locker across replicas', () => {
  let url: string;
  let drop: () => Promise<void>;
  const lockers: PostgresLocker[] = [];
  const replica = (timeoutMs = 5000) => {
    const locker = new PostgresLocker(url, timeoutMs);
    lockers.push(locker);
    return locker;
  };
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase(process.env.TEST_DATABASE_URL!));
  });
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    await drop();
  });
  const never = () => new AbortController().signal;

  it('makes the second replica wait, and asks the first to let go', async () => {
    const [a, b] = [replica(), replica()];
    // Give the listening connections a moment to start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const held = a.newLock('upload-1');
    let asked = 0;
    await held.lock(never(), () => {
      asked += 1;
      // The holder's request ends, as tus ends a PATCH it is asked to let go of.
      setTimeout(() => void held.unlock(), 50);
    });
    const started = Date.now();
    const waiting = b.newLock('upload-1');
    await waiting.lock(never(), () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(3000);
    await waiting.unlock();
  });

  it('times out when the holder does not let go, and locks other uploads meanwhile', async () => {
    const [a, b] = [replica(), replica(400)];
    const held = a.newLock('upload-2');
    await held.lock(never(), () => undefined);
    await expect(b.newLock('upload-2').lock(never(), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    const other = b.newLock('upload-3');
    await other.lock(never(), () => undefined);
    await other.unlock();
    await held.unlock();
  });

  it('is let go when the replica holding it dies', async () => {
    const [a, b] = [replica(), replica()];
    let ended = false;
    await a.newLock('upload-4').lock(never(), () => {
      ended = true;
    });
    // The holder's connections end as a killed process's would.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted`,
    );
    await admin.end();
    const waiting = b.newLock('upload-4');
    await waiting.lock(never(), () => undefined);
    await waiting.unlock();
    // The request that held it is ended: its lock is gone.
    expect(ended).toBe(true);
  });

  it('refuses to release a lock it does not hold', async () => {
    await expect(replica().newLock('upload-5').unlock()).rejects.toThrow('unlocked');
  });
});
