import { screen, within } from '@testing-library/react';
import type { DocumentActivity } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { DocumentActivityCard } from './document-activity-card';

const entry = (overrides: Partial<DocumentActivity>): DocumentActivity => ({
  id: 'a1',
  userId: 'u1',
  documentId: 'doc-1',
  viewedAt: new Date().toISOString(),
  kind: 'view',
  document: { id: 'doc-1', title: 'A600 service manual', category: ['Service'] },
  user: { displayName: 'Fiona Field', email: 'fiona@toolbox.test', role: 'Engineer' },
  ...overrides,
});

function renderCard(items: DocumentActivity[], userId?: string) {
  const api = stubApi({ 'GET /api/v1/activity': { status: 200, body: { items } } });
  renderRoutes([{ path: '/', element: <DocumentActivityCard {...(userId ? { userId } : {})} /> }], {
    initialEntries: ['/'],
  });
  return api;
}

describe('DocumentActivityCard', () => {
  it('lists everyone’s views and downloads with who it was, linking each document', async () => {
    const api = renderCard([
      entry({
        id: 'a2',
        kind: 'download',
        user: { displayName: '', email: 'sam@toolbox.test', role: null },
      }),
      entry({ id: 'a1' }),
    ]);
    const rows = within(await screen.findByTestId('document-activity')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Downloaded by sam@toolbox.test — · Service');
    expect(within(rows[0]!).getByLabelText('No role')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Viewed by Fiona Field');
    expect(within(rows[1]!).getByRole('link', { name: 'A600 service manual' })).toHaveAttribute(
      'href',
      '/documents/doc-1',
    );
    expect(api.requests[0]?.query).toMatchObject({ count: '5' });
  });

  it('shows each person’s role beside the name, so a name cannot pass for a role', async () => {
    renderCard([
      entry({
        user: { displayName: 'Administrator', email: 'eve@toolbox.test', role: 'Engineer' },
      }),
    ]);
    const row = within(await screen.findByTestId('document-activity')).getByRole('listitem');
    expect(row).toHaveTextContent('Viewed by Administrator Engineer');
    // A badge in the role's colour, apart from the name's text.
    const badge = within(row).getByText('Engineer').closest('[data-color]');
    expect(badge).toHaveAttribute('data-color', '#2e77ae');
  });

  it('asks for one user’s entries and leaves out the name; says when there are none', async () => {
    const api = renderCard([], 'u1');
    expect(await screen.findByText('No document views or downloads yet.')).toBeInTheDocument();
    expect(api.requests[0]?.query).toMatchObject({ userId: 'u1' });
  });
});
