import { describe, expect, it } from 'vitest';
import {
  DocumentTextSearchQuery,
  SNIPPET_MARK_END as E,
  SNIPPET_MARK_START as S,
  snippetParts,
} from './document-text.contract';

describe('snippetParts', () => {
  it('cuts a snippet into plain and marked runs, in order', () => {
    expect(snippetParts(`Soak the ${S}zeolite${E} in ${S}descaler${E}.`)).toEqual([
      { text: 'Soak the ', marked: false },
      { text: 'zeolite', marked: true },
      { text: ' in ', marked: false },
      { text: 'descaler', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('takes a snippet with no marks, a mark at the start, and one never closed', () => {
    expect(snippetParts('plain words')).toEqual([{ text: 'plain words', marked: false }]);
    expect(snippetParts(`${S}first${E} word`)).toEqual([
      { text: 'first', marked: true },
      { text: ' word', marked: false },
    ]);
    expect(snippetParts(`cut ${S}short`)).toEqual([
      { text: 'cut ', marked: false },
      { text: 'short', marked: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('DocumentTextSearchQuery', () => {
  it('trims the words and bounds them to 200 characters', () => {
    expect(DocumentTextSearchQuery.parse({ q: '  descaler ' })).toMatchObject({
      q: 'descaler',
      page: 1,
    });
    expect(DocumentTextSearchQuery.safeParse({ q: '   ' }).success).toBe(false);
    expect(DocumentTextSearchQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });
});
