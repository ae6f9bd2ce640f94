import { screen, within } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { makeDocument } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { DocumentDetailView } from './document-detail-view';

const version = (n: number, changes: string) => ({
  versionNumber: n,
  fileUrl: `/api/v1/documents/doc-1/versions/${n}/file`,
  filePath: `documents/doc-1/v${n}/a.pdf`,
  fileSizeKB: 10 * n,
  uploadDate: `2024-0${n}-01T00:00:00.000Z`,
  uploadedBy: 'ada@toolbox.test',
  author: `Author ${n}`,
  changes,
  sha256FileHash: 'AB'.repeat(32),
});

function renderDetail(reply: { status: number; body: unknown }) {
  stubApi({
    'GET /api/v1/documents/doc-1': reply,
    'GET /api/v1/machines/names': { status: 200, body: { items: [] } },
  });
  renderRoutes([{ path: '/documents/:id', Component: () => <DocumentDetailView id="doc-1" /> }], {
    initialEntries: ['/documents/doc-1'],
  });
}

describe('DocumentDetailView', () => {
  it('previews a PDF and lists the versions newest first with a download each', async () => {
    renderDetail({
      status: 200,
      body: {
        document: makeDocument({
          currentVersion: 2,
          versions: { '1': version(1, 'Initial version'), '2': version(2, 'New steps') },
        }),
      },
    });
    // A page at a time, with previous and next (issue #22).
    const preview = await screen.findByTestId('pdf-pages');
    expect(within(preview).getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('version-row');
    expect(rows.map((row) => within(row).getAllByText(/^v\d$/)[0]!.textContent)).toEqual([
      'v2',
      'v1',
    ]);
    expect(within(rows[0]!).getByText('New steps')).toBeVisible();
    expect(within(rows[1]!).getByRole('link', { name: 'Download v1' })).toHaveAttribute(
      'href',
      '/api/v1/documents/doc-1/versions/1/file',
    );
  });

  it('never shows an SVG in the page: it offers a download instead', async () => {
    renderDetail({ status: 200, body: { document: makeDocument({ fileType: 'svg' }) } });
    expect(await screen.findByText(messages.document.previewUnavailable)).toBeVisible();
    expect(screen.queryByTestId('pdf-pages')).toBeNull();
  });

  it('says Document not found for an unknown id', async () => {
    renderDetail({ status: 404, body: { code: 'not-found', message: messages.document.notFound } });
    expect(await screen.findByText(messages.document.notFound)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
