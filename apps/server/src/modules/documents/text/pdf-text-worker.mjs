// The text of PDFs, page by page, read on a worker thread of their own (issue #22 item 1): the
// parser's memory is bounded by the thread's resource limits, and a PDF that makes it loop or
// grow is ended by terminating the thread, never the server. Plain JavaScript: the server's
// build copies it beside its chunks, as it does the PGlite thread.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const CMAPS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`;

/** @type {{ maxPages: number, maxPageChars: number, maxTotalChars: number }} */
const { maxPages, maxPageChars, maxTotalChars } = workerData;

// Control characters (a NUL is refused by PostgreSQL's text) become spaces; runs of blanks one.
// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One page's text: the items in reading order, a line break where the PDF ends a line. */
function pageText(content) {
  let text = '';
  for (const item of content.items) {
    if (!('str' in item)) continue;
    text += item.str;
    if (item.hasEOL) text += '\n';
    else if (item.str && !/\s$/.test(item.str)) text += ' ';
  }
  return text
    .replace(CONTROL, ' ')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, maxPageChars);
}

/** Reads one file, answering for `id`: a message per page, then done (or failed). */
async function read(id, data) {
  const task = getDocument({
    data,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    // Text in fonts that name a predefined CMap (Chinese, Japanese, Korean) is read with it.
    cMapUrl: CMAPS,
    cMapPacked: true,
  });
  try {
    await readPages(id, await task.promise);
  } finally {
    // A file that failed half-way lets go of what it parsed before the next file comes.
    await task.destroy();
  }
}

async function readPages(id, pdf) {
  const pageCount = pdf.numPages;
  const last = Math.min(pageCount, maxPages);
  let total = 0;
  // Pages past either bound are left unread: the first pages are searchable, the rest are not.
  for (let number = 1; number <= last && total < maxTotalChars; number += 1) {
    const page = await pdf.getPage(number);
    const text = pageText(await page.getTextContent()).slice(0, maxTotalChars - total);
    total += text.length;
    parentPort.postMessage({ id, type: 'page', number, text });
    page.cleanup();
  }
  parentPort.postMessage({ id, type: 'done', pageCount });
}

// One file at a time: the parent sends the next only after the answer to the last.
parentPort.on('message', ({ id, data }) => {
  read(id, data).catch((error) => {
    parentPort.postMessage({
      id,
      type: 'failed',
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  });
});
