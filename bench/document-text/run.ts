/**
 * bench/document-text: search inside documents (issue #22 item 1).
 *
 * 1. Reading: the text of generated manuals read by the server's PdfTextReader (a worker thread,
 *    bounded), in pages per second, next to pdf.js reading the same files in this process with no
 *    thread and no bounds (the bare reference, same run).
 * 2. Indexing and search, on PGlite and PostgreSQL: 10,000 documents of 10 pages of text written
 *    as the reader writes them (pages per second, the tsvector and its GIN index included), then
 *    GET /api/v1/documents/text-search over HTTP for a word on one page, on 1 % of documents and
 *    on every document, and a two-word prefix; beside each, the bare query (counting the
 *    documents that match: no ranking, best page or snippet) on the same database.
 *
 * Bounded: a fixed number of files and of requests, one at a time.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { makeManualPdf } from '../../apps/server/src/demo/files';

import { DocumentTextRepository } from '../../apps/server/src/modules/documents/text/document-text.repository';
import { PdfTextReader } from '../../apps/server/src/modules/documents/text/pdf-text-extractor';
import { textTsQuery } from '../../apps/server/src/modules/documents/text/document-text.service';
import { machineInfo, onEachDatabase, startBenchApp } from '../databases';
import { sizeFromEnv, summarize, writeResult } from '../lib';

const size = sizeFromEnv({ documents: 10_000, pagesPerDocument: 10, manuals: 60, manualPages: 20 });
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const warmup = 10;

const VOCABULARY = (
  'brew group gasket boiler pump valve descale filter cartridge steam wand grinder burr ' +
  'hopper water tank seal spring sensor thermostat heating element pressure flow meter ' +
  'milk frother nozzle drip tray outlet spout display board fuse cable motor gear lever ' +
  'check replace clean remove insert tighten loosen rinse soak inspect measure adjust'
).split(' ');

/** A page of text as the manuals have it: 40 lines of 8 words. */
function pageLines(document: number, page: number): string[] {
  return Array.from({ length: 40 }, (_, line) =>
    Array.from(
      { length: 8 },
      (_, word) =>
        VOCABULARY[(document * 31 + page * 17 + line * 7 + word * 13) % VOCABULARY.length],
    ).join(' '),
  );
}

async function measureReading() {
  const manuals = Array.from({ length: size.manuals }, (_, n) =>
    makeManualPdf(
      `Manual ${n}`,
      Array.from({ length: size.manualPages }, (_, p) => pageLines(n, p)),
    ),
  );
  const pages = size.manuals * size.manualPages;

  const bareStart = performance.now();
  for (const bytes of manuals) {
    const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    for (let p = 1; p <= pdf.numPages; p++) await (await pdf.getPage(p)).getTextContent();
    await pdf.destroy();
  }
  const bareMs = performance.now() - bareStart;

  const reader = new PdfTextReader();
  const start = performance.now();
  for (const bytes of manuals) {
    await reader.read({ size: bytes.length, open: async () => Readable.from([bytes]) });
  }
  const readerMs = performance.now() - start;
  await reader.close();
  const result = {
    files: size.manuals,
    pages,
    readerPagesPerSecond: Math.round(pages / (readerMs / 1000)),
    barePagesPerSecond: Math.round(pages / (bareMs / 1000)),
  };
  console.log(
    `reading: ${result.readerPagesPerSecond} pages/s on the reader's thread, ` +
      `${result.barePagesPerSecond} pages/s with pdf.js alone (${pages} pages)`,
  );
  return result;
}

/** Documents with one version each, all PDFs; one word on one page of one document only. */
async function seedDocuments(database: DatabaseHandle) {
  await database.db.execute(sql`
    insert into documents (id, title, categories, file_type, upload_date, uploaded_by)
    select 'bench-doc-' || g, 'Service manual ' || g, array['Service'], 'pdf',
           now() - (g || ' minutes')::interval, 'bench'
    from generate_series(1, ${size.documents}) as g`);
  await database.db.execute(sql`
    insert into document_versions (document_id, version_number, file_url, file_path, file_size_kb,
                                   sha256_file_hash, uploaded_by)
    select id, 1, '', 'documents/' || id || '.pdf', 100, repeat('AB', 32), 'bench' from documents`);
}

/** Writes every document's pages as the reader's job does: one transaction per document. */
async function indexDocuments(database: DatabaseHandle) {
  const repository = new DocumentTextRepository(database.db);
  const start = performance.now();
  for (let d = 1; d <= size.documents; d++) {
    const pages = Array.from({ length: size.pagesPerDocument }, (_, p) => {
      const words = pageLines(d, p).join('\n');
      // The rare word: on page 7 of document 4,321 only; the 1 % word: page 3 of every 100th.
      const rare = d === 4321 && p === 6 ? ' zeolitecartridge' : '';
      const some = d % 100 === 0 && p === 2 ? ' portafilter' : '';
      return `${words}${rare}${some}`;
    });
    await repository.save(`bench-doc-${d}`, 1, {
      status: 'indexed',
      pageCount: pages.length,
      pages,
    });
  }
  const ms = performance.now() - start;
  return {
    pages: size.documents * size.pagesPerDocument,
    pagesPerSecond: Math.round((size.documents * size.pagesPerDocument) / (ms / 1000)),
    ms: Math.round(ms),
  };
}

async function timed(run: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < warmup + requests; i++) {
    const start = performance.now();
    await run();
    if (i >= warmup) samples.push(performance.now() - start);
  }
  return summarize(samples);
}

const SEARCHES = {
  'one page': 'zeolitecartridge',
  '1 % of documents': 'portafilter',
  'every document': 'gasket',
  'two-word prefix': 'desc boil',
};

async function measure(label: string, database: DatabaseHandle, dataDir: string) {
  await seedDocuments(database);
  const indexing = await indexDocuments(database);
  await database.db.execute(sql`analyze`);
  console.log(`${label}: indexed ${indexing.pages} pages at ${indexing.pagesPerSecond} pages/s`);

  const { address, cookie, close } = await startBenchApp(database, dataDir);
  const searches = [];
  for (const [name, words] of Object.entries(SEARCHES)) {
    const url = `${address}/api/v1/documents/text-search?q=${encodeURIComponent(words)}&pageSize=10`;
    let total = 0;
    const http = await timed(async () => {
      const response = await fetch(url, { headers: { cookie } });
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      total = ((await response.json()) as { total: number }).total;
    });
    // The floor: counting the documents whose pages match, the query given as a literal (its
    // letters, digits, ':*' and '&' only) so the planner sees it.
    const query = sql.raw(`to_tsquery('simple', '${textTsQuery(words)}')`);
    const bare = await timed(() =>
      database.db.execute(
        sql`select count(distinct document_id) from document_pages where search @@ ${query}`,
      ),
    );
    searches.push({ name, words, total, http, bare });
    console.log(
      `${label}: ${name} (${total} documents): median ${http.medianMs} ms, p99 ${http.p99Ms} ms; ` +
        `bare count ${bare.medianMs} ms`,
    );
  }
  await close();
  return { database: label, indexing, searches };
}

async function main() {
  const reading = await measureReading();
  const results = await onEachDatabase(measure);
  const file = writeResult('document-text', {
    benchmark: 'document-text',
    at: new Date().toISOString(),
    machine: machineInfo(),
    size,
    requests,
    reading,
    results,
  });
  console.log(`written: ${path.relative(process.cwd(), file)}`);
}

await main();
