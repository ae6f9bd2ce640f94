import { screen } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it, vi } from 'vitest';
import { urls } from '@/lib/urls';
import { makeDocument } from '@/test/fixtures';
import { withFakeOfflineStore } from '@/test/fake-offline-db';
import { renderScreen } from '@/test/render';
import { DocumentScreen } from './document-screen';

vi.mock('@/lib/offline/db', () => import('@/test/fake-offline-db'));
const store = withFakeOfflineStore({ caches: true });

function renderDocument() {
  stubApi({
    'GET /api/v1/documents/d1': {
      status: 200,
      body: { document: makeDocument({ currentVersion: 2 }) },
    },
  });
  renderScreen([{ path: '/', element: <DocumentScreen id="d1" /> }]);
}

describe('DocumentScreen', () => {
  it('says a document the catalogue does not hold was not found, with a way back', async () => {
    stubApi({
      'GET /api/v1/documents/gone': {
        status: 404,
        body: { code: 'not-found', message: messages.document.notFound },
      },
    });
    renderScreen([{ path: '/', element: <DocumentScreen id="gone" /> }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.document.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.toolbox.backToDocuments })).toHaveAttribute(
      'href',
      '/documents',
    );
  });

  it('offers to keep a document this device does not keep', async () => {
    renderDocument();
    expect(await screen.findByRole('button', { name: 'Keep on this device' })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(messages.toolbox.newerVersion))).not.toBeInTheDocument();
  });

  it('says a newer version exists than the kept one, and offers to keep it instead', async () => {
    await store.db.put('files', {
      url: urls.documentFile('d1', 1),
      kind: 'document',
      id: 'd1',
      title: 'Descaling',
      version: '1',
      sha256: 'AB'.repeat(32),
      sizeBytes: 1,
      contentType: '',
      keptAt: '2024-01-01T00:00:00.000Z',
    });
    renderDocument();
    expect(await screen.findByRole('button', { name: 'Keep v2 instead' })).toBeInTheDocument();
    expect(
      screen.getByText(`${messages.toolbox.newerVersion}: v2 (this device keeps v1).`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from device' })).toBeInTheDocument();
  });
});
