// The documents list's first page (the product's query, array rows, then objects and JSON) over
// Fastify on 127.0.0.1, with PGlite either on the server's own thread ("main") or in a worker
// thread ("worker") reached by messages. Prints its port once it listens.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { openPglite, run } from './pglite-host.mjs';

const [mode, dataDir] = process.argv.slice(2);

const PAGE = `select d.id, d.title, d.file_type, d.categories, d.machine_ids, d.current_version,
    d.upload_date, v.file_size_kb,
    (select version from list_versions where name = 'documents')::text as list_version
  from documents d join document_versions v
    on v.document_id = d.id and v.version_number = d.current_version
  order by d.upload_date desc, d.id desc limit $1 offset $2`;

/** A function that runs one query where `mode` puts PGlite. */
async function database() {
  if (mode === 'main') {
    const db = await openPglite(dataDir);
    return (sql, params) => run(db, sql, params);
  }
  const worker = new Worker(path.join(import.meta.dirname, 'pglite-host.mjs'), {
    workerData: { dataDir },
  });
  const waiting = new Map();
  let next = 0;
  await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message) => {
      if (message.ready) return resolve();
      const pending = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) pending.reject(new Error(message.error));
      else pending.resolve(message);
    });
  });
  return (sql, params) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, sql, params });
    });
}

const query = await database();
const app = Fastify({ logger: false });
app.get('/page', async () => {
  const { rows, fields } = await query(PAGE, [50, 0]);
  const items = rows.map((row) => Object.fromEntries(fields.map((name, i) => [name, row[i]])));
  return { items, total: 10_000, page: 1, pageSize: 50 };
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${app.server.address().port}\n`);
