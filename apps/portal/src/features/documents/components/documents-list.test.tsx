import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeDocument, makeMachine } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { DocumentsList } from './documents-list';

const page = (items: ReturnType<typeof makeDocument>[]) => ({
  status: 200,
  body: { items, total: items.length, page: 1, pageSize: 25 },
});

function renderList(items: ReturnType<typeof makeDocument>[], url = '/documents') {
  const api = stubApi({
    'GET /api/v1/documents': (request) =>
      request.query?.category === 'Cleaning' ? page([]) : page(items),
    'GET /api/v1/documents/facets': {
      status: 200,
      body: { categories: [{ name: 'Cleaning', count: 1 }] },
    },
    'GET /api/v1/machines/names': {
      status: 200,
      body: {
        items: [makeMachine({ id: 'franke_a600', manufacturer: 'Franke', model: 'A600' })],
      },
    },
  });
  return {
    api,
    ...renderRoutes([{ path: '/documents', Component: DocumentsList }], { initialEntries: [url] }),
  };
}

describe('DocumentsList', () => {
  it('shows type, categories, machine names, size and current version of each document', async () => {
    renderList([makeDocument({ currentVersion: 3, category: ['Maintenance', 'Brewer'] })]);
    const row = (await screen.findByRole('link', { name: 'Brewer service manual' })).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('pdf')).toBeVisible();
    expect(cells.getByText('Maintenance')).toBeVisible();
    expect(cells.getByText('Brewer')).toBeVisible();
    expect(await cells.findByText('Franke A600')).toBeVisible();
    expect(cells.getByText('2.00 MB')).toBeVisible();
    expect(cells.getByText('v3')).toBeVisible();
  });

  it('offers the first upload when there are no documents at all', async () => {
    renderList([]);
    expect(await screen.findByText(messages.document.listFirstRun)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upload document' })).toHaveAttribute(
      'href',
      '/documents/upload',
    );
  });

  it('filters by category through the URL and offers to clear an empty result', async () => {
    const user = userEvent.setup();
    const { api, router } = renderList([makeDocument()]);
    await screen.findByRole('link', { name: 'Brewer service manual' });
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Cleaning' }));
    expect(await screen.findByText(messages.document.listEmpty)).toBeVisible();
    expect(router.state.location.search).toBe('?category=Cleaning');
    expect(api.requests.some((r) => r.query?.category === 'Cleaning')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Brewer service manual' })).toBeVisible();
  });

  it('shows the failure with Retry', async () => {
    stubApi({});
    renderRoutes([{ path: '/documents', Component: DocumentsList }], {
      initialEntries: ['/documents'],
    });
    expect(await screen.findByText(messages.document.loadFailed)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
