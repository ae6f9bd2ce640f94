/**
 * The contract of search inside documents (issue #22 item 1): the text read from each PDF
 * version, page by page, GET /api/v1/documents/text-search (the pages that hold the words, with
 * a highlighted snippet), GET /api/v1/documents/{id}/text/status (whether the current version's
 * words can be searched) and GET /api/v1/documents/{id}/text (its pages, kept by the toolbox for
 * searching offline). Errors use the common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import { pageQueryFields, pageSchema } from './common.contract';

/**
 * Where reading a version's text stands: not read yet, indexed, a PDF with no text (a scan),
 * failed, or a file that is not a PDF.
 */
export const DocumentTextStatusSchema = z.enum([
  'pending',
  'indexed',
  'no-text',
  'failed',
  'unsupported',
]);
export type DocumentTextStatus = z.infer<typeof DocumentTextStatusSchema>;

/** GET /api/v1/documents/{id}/text/status: the current version's. */
export const DocumentTextStateSchema = z.object({
  documentId: z.string(),
  versionNumber: z.number().int(),
  status: DocumentTextStatusSchema,
  /** The file's pages, once read. */
  pageCount: z.number().int().nullable(),
});
export type DocumentTextState = z.infer<typeof DocumentTextStateSchema>;

/** GET /api/v1/documents/{id}/text: the current version's pages (none until indexed). */
export const DocumentTextSchema = DocumentTextStateSchema.extend({
  title: z.string(),
  pages: z.array(z.object({ pageNumber: z.number().int(), text: z.string() })),
});
export type DocumentText = z.infer<typeof DocumentTextSchema>;

/** Most hits one page of search inside documents holds (each hit has a snippet to make). */
export const MAX_TEXT_HITS_PER_PAGE = 20;

/** GET /api/v1/documents/text-search: words to find inside the documents' pages. */
export const DocumentTextSearchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  page: pageQueryFields.page,
  pageSize: z.coerce.number().int().min(1).max(MAX_TEXT_HITS_PER_PAGE).default(10),
});
export type DocumentTextSearchQuery = z.infer<typeof DocumentTextSearchQuery>;

/**
 * A document whose current version holds the words: the best page and its snippet, and every
 * page that holds them (at most MAX_PAGES_PER_TEXT_HIT, in page order).
 */
export const DocumentTextHitSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  fileType: z.string(),
  versionNumber: z.number().int(),
  pageNumber: z.number().int(),
  /** The page's words around the match; matched words are wrapped in SNIPPET_MARK_*. */
  snippet: z.string(),
  pages: z.array(z.number().int()),
});
export type DocumentTextHit = z.infer<typeof DocumentTextHitSchema>;

export const DocumentTextSearchPageSchema = pageSchema(DocumentTextHitSchema);
export type DocumentTextSearchPage = z.infer<typeof DocumentTextSearchPageSchema>;

/** Pages a hit lists besides its best. */
export const MAX_PAGES_PER_TEXT_HIT = 20;

/**
 * The words a search looks for: runs of letters and digits, lower-cased. The server's text
 * queries and the toolbox's offline index take the same words, so neither can be handed syntax.
 */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Start and end of a matched word in a snippet: control characters no extracted text holds. */
export const SNIPPET_MARK_START = '\u0002';
export const SNIPPET_MARK_END = '\u0003';

/** A snippet cut into plain and matched runs, in order, for a page to wrap the matched in <mark>. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const start = rest.indexOf(SNIPPET_MARK_START);
    if (start === -1) {
      parts.push({ text: rest, marked: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    const end = rest.indexOf(SNIPPET_MARK_END, start + 1);
    const marked = rest.slice(start + 1, end === -1 ? undefined : end);
    if (marked) parts.push({ text: marked, marked: true });
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return parts;
}
