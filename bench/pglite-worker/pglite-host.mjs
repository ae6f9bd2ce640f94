// PGlite on the data folder given, answering { id, sql, params } with { id, rows } (rows as
// arrays) on the port it is given: the same code serves the main-thread server (called directly)
// and the worker thread (through a MessagePort).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** PGlite as the product opens it (apps/server/src/db/open-pglite.ts). */
export async function openPglite(dataDir) {
  const db = new PGlite(dataDir, {
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  await db.waitReady;
  return db;
}

/** One query, rows as arrays (the product's hot paths read arrays, decision 022). */
export async function run(db, sql, params) {
  const result = await db.query(sql, params, { rowMode: 'array' });
  return { rows: result.rows, fields: result.fields.map((field) => field.name) };
}

if (parentPort && workerData?.dataDir) {
  const db = await openPglite(workerData.dataDir);
  parentPort.on('message', async ({ id, sql, params }) => {
    try {
      parentPort.postMessage({ id, ...(await run(db, sql, params)) });
    } catch (error) {
      parentPort.postMessage({ id, error: String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
}
