// PGlite on a thread of its own (issue #19 item 2, decision 022): the server's thread sends each
// query here and goes on serving while PostgreSQL runs. Messages from the server:
//   { id, op: 'query', sql, params, rowMode, rawTypes, tx? }  one statement (in transaction `tx`)
//   { id, op: 'begin' }                                        opens a transaction; answers its id
//   { id, op: 'end', tx, commit }                              commits or rolls it back
//   { id, op: 'close' }                                        closes the database
// Each is answered with { id, result } or { id, error }. Outside a transaction, PGlite itself
// holds a query until any open transaction ends, as it does on one thread.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const { dataDir, template, startParams } = workerData;
const options = {
  startParams: [...PGlite.defaultStartParams, ...startParams],
  // A migrated data folder's tar skips initdb, most of what starting an empty database costs.
  ...(template ? { loadDataDir: new Blob([template]) } : {}),
};
// PostgreSQL's WebAssembly is compiled by V8's baseline compiler alone and never optimised
// (decision 031): the optimised copies of its hot functions cost 35–70 MB of memory for good and
// part of a start's CPU, for uncached queries about a quarter faster, while the lists every screen
// asks for are answered from memory (decision 032). V8's flags are the whole process's: the one
// other WebAssembly the server needs fast, hash-wasm's SHA-256 of an upload to a bucket, turns
// optimisation back on before it is compiled (lib/optimised-webassembly.ts).
v8.setFlagsFromString('--liftoff-only');
const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);

/** Open transactions by id: the transaction's handle and how to end it. */
const transactions = new Map();
let nextTransaction = 1;

/** The value as it is: the only parser Drizzle asks for (types it reads as text itself). */
const asIs = (value) => value;

/** An error as plain data: its message and every field PostgreSQL gave it (code, detail, ...). */
function plain(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    // The query's parameters go along, so the log still knows what to keep out of a message.
    if (Array.isArray(value) || (value !== null && typeof value !== 'object')) {
      if (typeof value !== 'function' && value !== undefined) fields[key] = value;
    }
  }
  return { ...fields, name: error.name, message: error.message };
}

async function query({ sql, params, rowMode, rawTypes, tx }) {
  const parsers = Object.fromEntries((rawTypes ?? []).map((type) => [type, asIs]));
  const target = tx === undefined ? db : transactions.get(tx)?.handle;
  if (!target) throw new Error(`Transaction ${tx} is not open`);
  const { rows, fields, affectedRows } = await target.query(sql, params, { rowMode, parsers });
  return {
    rows,
    fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    affectedRows,
  };
}

/** Opens a transaction that stays open until its 'end' message; answers its id. */
function begin() {
  const tx = nextTransaction++;
  let finish;
  const ended = new Promise((resolve) => (finish = resolve));
  const entry = { handle: undefined, finish, done: undefined };
  transactions.set(tx, entry);
  return new Promise((opened, failed) => {
    entry.done = db
      .transaction(async (handle) => {
        entry.handle = handle;
        opened(tx);
        if (!(await ended)) await handle.rollback();
      })
      .finally(() => transactions.delete(tx));
    // Before it opened, a failure is the answer to 'begin'; after, to 'end'.
    entry.done.catch(failed);
  });
}

/** Commits (or rolls back) the transaction and answers once it is over. */
async function end({ tx, commit }) {
  const entry = transactions.get(tx);
  if (!entry?.done) throw new Error(`Transaction ${tx} is not open`);
  entry.finish(commit);
  await entry.done;
  return null;
}

const operations = {
  query,
  begin,
  end,
  close: async () => {
    await db.close();
    return null;
  },
};

await db.waitReady;
parentPort.on('message', async (message) => {
  try {
    const result = await operations[message.op](message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plain(error) });
  }
});
parentPort.postMessage({ ready: true });
