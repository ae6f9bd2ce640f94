// bench/memory's reference: PGlite alone, on the product's own thread (pglite-worker.mjs) with
// the start parameters given as JSON in argv[3], on the data folder argv[2]. It lists the first
// page of documents once, idles 5 s and prints its resident memory in MB.
import { Worker } from 'node:worker_threads';

const [dataDir, startParams] = [process.argv[2], JSON.parse(process.argv[3])];
const worker = new Worker(new URL('../../apps/server/src/db/pglite-worker.mjs', import.meta.url), {
  workerData: { dataDir, startParams },
});
const answers = new Map();
worker.on('message', (message) => {
  if (message.ready) answers.get('ready')?.();
  else answers.get(message.id)?.(message);
});
const ask = (id, message) =>
  new Promise((resolve) => {
    answers.set(id, resolve);
    if (message) worker.postMessage({ ...message, id });
  });
await ask('ready');
const listed = await ask(1, {
  op: 'query',
  sql: 'select id, title, updated_at from documents order by updated_at desc limit 50',
  params: [],
  rowMode: 'array',
});
if (listed.error) throw new Error(listed.error.message);
await new Promise((resolve) => setTimeout(resolve, 5000));
console.log(Math.round(process.memoryUsage().rss / 1048576));
await ask(2, { op: 'close' });
await worker.terminate();
