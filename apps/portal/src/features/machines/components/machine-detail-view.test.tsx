import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import {
  makeDocument,
  makeMachine,
  makeMachineImpact,
  page,
  recordOf,
} from '../../../test/fixtures';
import { probe, renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { MachineDetailView } from './machine-detail-view';

const franke = makeMachine({
  id: 'franke_a600',
  manufacturer: 'Franke',
  model: 'A600',
  category: 'bean-to-cup',
  counts: { troubleshootingGuides: 3, partDiagrams: 1, documents: 2, software: 1 },
});
const record = recordOf(franke);

function renderDetail(get: Reply, url = '/machine-types/franke_a600') {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/names': { status: 200, body: { items: [franke] } },
    'GET /api/v1/machines/franke_a600': get,
    'GET /api/v1/machines/franke_a600/impact': {
      status: 200,
      body: makeMachineImpact({
        troubleshootingGuides: 3,
        partDiagrams: 1,
        documents: 2,
        software: 1,
      }),
    },
    'DELETE /api/v1/machines/franke_a600': { status: 204 },
    'GET /api/v1/documents': (request) => ({
      status: 200,
      body:
        request.query?.machineId === 'franke_a600'
          ? page([makeDocument({ id: 'doc-7', title: 'Brewer manual' })])
          : page([]),
    }),
  });
  const Detail = () => <MachineDetailView id="franke_a600" />;
  const view = renderRoutes(
    [{ path: '/machine-types/:id', Component: Detail }, probe('/machine-types', 'Machine list')],
    { initialEntries: [url] },
  );
  return { api, ...view };
}

describe('MachineDetailView', () => {
  it('shows the machine with its id, and its counts on the Overview tab', async () => {
    renderDetail({ status: 200, body: { machine: record } });

    expect(await screen.findByRole('heading', { name: /Franke A600/ })).toBeInTheDocument();
    expect(screen.getByTestId('machine-id')).toHaveTextContent('Machine ID: franke_a600');
    expect(screen.getByRole('tab', { name: /Overview/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Troubleshooting guides: 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Linked documents: 2')).toBeInTheDocument();
  });

  it('keeps the tab in the URL and lists the linked documents', async () => {
    const user = userEvent.setup();
    const { router, api } = renderDetail({ status: 200, body: { machine: record } });

    await user.click(await screen.findByRole('tab', { name: /Linked documents/ }));
    expect(router.state.location.search).toBe('?tab=documents');
    const link = await screen.findByRole('link', { name: 'Brewer manual' });
    expect(link).toHaveAttribute('href', '/documents/doc-7');
    expect(api.requests.find((r) => r.path === '/api/v1/documents')?.query).toMatchObject({
      machineId: 'franke_a600',
    });
  });

  it('opens on the tab the URL names', async () => {
    renderDetail(
      { status: 200, body: { machine: record } },
      '/machine-types/franke_a600?tab=documents',
    );
    expect(await screen.findByRole('link', { name: 'Brewer manual' })).toBeInTheDocument();
  });

  it('deletes after a confirmation that says what goes with it', async () => {
    const user = userEvent.setup();
    const { api } = renderDetail({ status: 200, body: { machine: record } });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete machine' });
    const impact = await within(dialog).findByTestId('machine-impact');
    expect(impact).toHaveTextContent(
      '3 troubleshooting guides and 1 part diagram will be deleted.',
    );
    expect(impact).toHaveTextContent(
      '2 documents and 1 software package will lose their link to this machine.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete machine' }));

    expect(await screen.findByRole('heading', { name: 'Machine list' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it("says the product's Machine not found (docs/product.md#data-errors) for an unknown id", async () => {
    renderDetail({ status: 404, body: { code: 'not-found', message: messages.machine.notFound } });
    expect(await screen.findByText(messages.machine.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
