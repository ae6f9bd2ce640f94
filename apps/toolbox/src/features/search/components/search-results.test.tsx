import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
  type DocumentTextSearchPage,
  type SearchResult,
} from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { SearchResults } from './search-results';

const empty: SearchResult = { machines: [], guides: [], documents: [], software: [] };

function renderResults(text: string) {
  return renderScreen([{ path: '/', element: <SearchResults text={text} /> }]);
}

describe('SearchResults', () => {
  it('groups the hits by kind, each linking to its page', async () => {
    const api = stubApi({
      'GET /api/v1/search': {
        status: 200,
        body: {
          machines: [{ id: 'm 1', manufacturer: 'Jura', model: 'GIGA X8', category: 'espresso' }],
          guides: [
            {
              id: 'g1',
              title: 'Steam wand does not steam',
              symptom: 'No steam',
              errorCodes: ['E12'],
              machine: { id: 'm 1', manufacturer: 'Jura', model: 'GIGA X8' },
            },
          ],
          documents: [
            {
              id: 'd1',
              title: 'Descaling',
              category: ['Service'],
              fileType: 'pdf',
              currentVersion: 2,
            },
          ],
          software: [],
        } satisfies SearchResult,
      },
    });
    renderResults('steam');

    const results = await screen.findByTestId('search-results');
    expect(api.requests[0]).toMatchObject({ path: '/api/v1/search', query: { q: 'steam' } });
    const headings = within(results)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Machines', 'Troubleshooting', 'Documents']);
    expect(within(results).getByRole('link', { name: /^Jura GIGA X8/ })).toHaveAttribute(
      'href',
      '/machines/m%201',
    );
    expect(
      within(results).getByRole('link', { name: /Steam wand does not steam/ }),
    ).toHaveAttribute('href', '/machines/m%201/guides/g1');
    expect(within(results).getByRole('link', { name: /Descaling/ })).toHaveAttribute(
      'href',
      '/documents/d1',
    );
  });

  it('lists the documents whose pages hold the words, each opening at its page', async () => {
    const api = stubApi({
      'GET /api/v1/search': { status: 200, body: empty },
      'GET /api/v1/documents/text-search': {
        status: 200,
        body: {
          items: [
            {
              documentId: 'd1',
              title: 'Espresso 3000 service manual',
              fileType: 'pdf',
              versionNumber: 2,
              pageNumber: 7,
              snippet: `Soak the ${SNIPPET_MARK_START}zeolite${SNIPPET_MARK_END} cartridge`,
              pages: [3, 7],
            },
          ],
          total: 1,
          page: 1,
          pageSize: 8,
        } satisfies DocumentTextSearchPage,
      },
    });
    renderResults('zeolite');

    const inside = await screen.findByRole('region', { name: 'Inside documents' });
    const asked = api.requests.find((r) => r.path === '/api/v1/documents/text-search');
    expect(asked?.query).toMatchObject({ q: 'zeolite', page: '1' });
    const hit = within(inside).getByRole('link', { name: /Espresso 3000 service manual/ });
    expect(hit).toHaveAttribute('href', '/documents/d1?page=7');
    expect(within(hit).getByText('Page 7')).toBeVisible();
    expect(within(hit).getByText('zeolite').tagName).toBe('MARK');
    expect(within(hit).getByText('Also on page 3')).toBeVisible();
    expect(screen.queryByText(messages.toolbox.noResults)).not.toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    stubApi({ 'GET /api/v1/search': { status: 200, body: empty } });
    renderResults('zzz');
    expect(await screen.findByText(messages.toolbox.noResults)).toBeInTheDocument();
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });

  it('offers a retry when the search fails', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'GET /api/v1/search': { status: 500, body: { code: 'internal', message: 'Down' } },
    });
    renderResults('steam');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    const searches = () => api.requests.filter((r) => r.path === '/api/v1/search');
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(screen.queryByTestId('search-results')).not.toBeInTheDocument();
  });
});
