import {
  DocumentTextSchema,
  MAX_PAGES_PER_TEXT_HIT,
  searchWords,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  type DocumentText,
  type DocumentTextHit,
  type DocumentTextSearchPage,
} from '@toolbox/domain';
import MiniSearch, { type SearchResult } from 'minisearch';
import { API_CACHE, MATCH_OPTIONS } from './cache-names';
import { urls } from '@/lib/urls';
import { offlineDb } from './db';

/**
 * Search inside the documents kept on this device (issue #22 item 1): the text of each kept PDF
 * (its /text answer, kept with the machine's pack) is indexed in the browser with MiniSearch when
 * a pack is kept or removed, and the index is kept beside the answers, so a search without signal
 * finds the pages the server would (every word on the page, as beginnings), in the kept
 * documents.
 */

/** Where the serialised index is kept in the API cache (a key no request of the app uses). */
const INDEX_KEY = '/toolbox/offline/text-index.json';
const TEXT_PATH = /\/api\/v1\/documents\/[^/]+\/text$/;

type IndexedPage = {
  id: string;
  documentId: string;
  title: string;
  versionNumber: number;
  pageNumber: number;
  text: string;
};

// The page's text only, as the server searches it; every word on the page, as beginnings.
const OPTIONS = {
  fields: ['text'],
  storeFields: ['documentId', 'title', 'versionNumber', 'pageNumber'],
  searchOptions: { prefix: true, combineWith: 'AND' as const },
};

let loaded: Promise<MiniSearch<IndexedPage> | null> | null = null;
let rebuilding: Promise<unknown> = Promise.resolve();
/** The kept texts read for snippets since the index was loaded. */
let texts = new Map<string, Promise<DocumentText | null>>();

/** Forgets the index read into memory (sign-out clears what it was read from). */
export function resetTextIndex(): void {
  loaded = null;
  texts = new Map();
}

/** The /text answers of every kept machine's documents, read from the API cache. */
async function keptTexts(): Promise<{ url: string; text: DocumentText }[]> {
  const db = await offlineDb();
  const textUrls = new Set(
    (await db.getAll('machines')).flatMap((machine) =>
      machine.urls.filter((url) => TEXT_PATH.test(url.split('?')[0]!)),
    ),
  );
  const cache = await caches.open(API_CACHE);
  const texts: { url: string; text: DocumentText }[] = [];
  for (const url of textUrls) {
    const response = await cache.match(url, MATCH_OPTIONS);
    const parsed = response ? DocumentTextSchema.safeParse(await response.json()) : null;
    if (parsed?.success) texts.push({ url, text: parsed.data });
  }
  return texts;
}

/**
 * Builds the index of every kept document's pages and keeps it (after a keep or a removal); with
 * nothing kept, the index goes too.
 */
export function rebuildTextIndex(): Promise<number> {
  // One after the other: two at once would each write what it read, the last one winning.
  const next = rebuilding.then(buildAndKeep, buildAndKeep);
  rebuilding = next.catch(() => undefined);
  return next;
}

/** As rebuildTextIndex, after a keep or a removal that has finished: a failure is only logged. */
export async function rebuildTextIndexSafely(): Promise<void> {
  await rebuildTextIndex().catch((error: unknown) =>
    console.warn('Could not index the kept documents for search', error),
  );
}

async function buildAndKeep(): Promise<number> {
  const index = new MiniSearch<IndexedPage>(OPTIONS);
  let pages = 0;
  const kept = await keptTexts();
  const cache = await caches.open(API_CACHE);
  resetTextIndex();
  if (kept.length === 0) {
    await cache.delete(INDEX_KEY, MATCH_OPTIONS);
    return 0;
  }
  for (const { text } of kept) {
    index.addAll(
      text.pages.map((page) => ({
        id: `${text.documentId}:${page.pageNumber}`,
        documentId: text.documentId,
        title: text.title,
        versionNumber: text.versionNumber,
        pageNumber: page.pageNumber,
        text: page.text,
      })),
    );
    pages += text.pages.length;
  }
  await cache.put(
    INDEX_KEY,
    new Response(JSON.stringify(index), { headers: { 'content-type': 'application/json' } }),
  );
  resetTextIndex();
  return pages;
}

async function loadIndex(): Promise<MiniSearch<IndexedPage> | null> {
  loaded ??= (async () => {
    const response = await (await caches.open(API_CACHE)).match(INDEX_KEY, MATCH_OPTIONS);
    return response ? MiniSearch.loadJSON<IndexedPage>(await response.text(), OPTIONS) : null;
  })().catch(() => null);
  return loaded;
}

/**
 * About 30 words of `text` around the first word that starts with one of `terms`, each such word
 * marked as the server's snippets mark them.
 */
export function offlineSnippet(text: string, terms: readonly string[]): string {
  const words = text.split(/\s+/).filter(Boolean);
  const matches = (word: string) =>
    searchWords(word).some((w) => terms.some((t) => w.startsWith(t)));
  const first = Math.max(0, words.findIndex(matches));
  const start = Math.max(0, first - 8);
  return words
    .slice(start, start + 30)
    .map((word) => (matches(word) ? `${SNIPPET_MARK_START}${word}${SNIPPET_MARK_END}` : word))
    .join(' ');
}

/** A kept document's page text, for a hit's snippet; each kept text is read once. */
async function pageText(documentId: string, pageNumber: number): Promise<string> {
  if (!texts.has(documentId)) {
    texts.set(
      documentId,
      (async () => {
        const cache = await caches.open(API_CACHE);
        const response = await cache.match(urls.documentText(documentId), MATCH_OPTIONS);
        const parsed = response ? DocumentTextSchema.safeParse(await response.json()) : null;
        return parsed?.success ? parsed.data : null;
      })(),
    );
  }
  const text = await texts.get(documentId)!;
  return text?.pages.find((page) => page.pageNumber === pageNumber)?.text ?? '';
}

/**
 * The kept documents whose pages hold every word (as beginnings), best first, in the server's
 * answer's shape: each document's best page with a snippet, and the pages that match.
 */
export async function searchKeptTexts(
  text: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<DocumentTextSearchPage> {
  const index = await loadIndex();
  const words = searchWords(text);
  if (!index || words.length === 0) return { items: [], total: 0, page, pageSize };
  const byDocument = new Map<string, { best: SearchResult; pages: number[] }>();
  for (const result of index.search(words.join(' '))) {
    const found = byDocument.get(result.documentId as string);
    if (found) found.pages.push(result.pageNumber as number);
    else
      byDocument.set(result.documentId as string, {
        best: result,
        pages: [result.pageNumber as number],
      });
  }
  const all = [...byDocument.values()];
  const items: DocumentTextHit[] = [];
  for (const { best, pages } of all.slice((page - 1) * pageSize, page * pageSize)) {
    const documentId = best.documentId as string;
    const pageNumber = best.pageNumber as number;
    items.push({
      documentId,
      title: best.title as string,
      fileType: 'pdf',
      versionNumber: best.versionNumber as number,
      pageNumber,
      snippet: offlineSnippet(await pageText(documentId, pageNumber), words),
      pages: pages.sort((a, b) => a - b).slice(0, MAX_PAGES_PER_TEXT_HIT),
    });
  }
  return { items, total: all.length, page, pageSize };
}
