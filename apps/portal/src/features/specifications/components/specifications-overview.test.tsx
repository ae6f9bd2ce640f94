import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MachineSpecifications } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { SpecificationsOverview } from './specifications-overview';

const franke: MachineSpecifications = {
  machine: { id: 'franke_a600', manufacturer: 'Franke', model: 'A600' },
  specifications: [
    { id: '1', group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
    { id: '2', group: '', label: 'Weight', value: '62', unit: 'kg' },
  ],
};
const wmf: MachineSpecifications = {
  machine: { id: 'wmf_1500s', manufacturer: 'WMF', model: '1500 S' },
  specifications: [{ id: '3', group: 'Electrical', label: 'Voltage', value: '400', unit: 'V' }],
};

function renderOverview(entry: string) {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/names': { status: 200, body: { items: [] } },
    'GET /api/v1/specifications': {
      status: 200,
      body: { items: [franke, wmf], total: 2, page: 1, pageSize: 25 },
    },
  });
  const view = renderRoutes([{ path: '/specifications', Component: SpecificationsOverview }], {
    initialEntries: [entry],
  });
  return { api, ...view };
}

const requestedUrls = (api: ReturnType<typeof stubApi>) =>
  api.fetch.mock.calls
    .map(([input]) => (typeof input === 'string' ? input : ''))
    .filter((url) => url.startsWith('/api/v1/specifications'));

describe('SpecificationsOverview', () => {
  it("lists each machine's entries by group, with an Edit link", async () => {
    renderOverview('/specifications');
    const card = await screen.findByRole('region', { name: 'Franke A600' });
    expect(within(card).getByRole('region', { name: 'Electrical' })).toHaveTextContent(
      'Voltage230 V',
    );
    // An entry without a group is shown under General.
    expect(within(card).getByRole('region', { name: 'General' })).toHaveTextContent('Weight62 kg');
    expect(
      within(card).getByRole('link', { name: 'Edit specifications of Franke A600' }),
    ).toHaveAttribute('href', '/specifications/add?machineId=franke_a600');
  });

  it('compares the machines in the URL, asking for each by a repeated machineId', async () => {
    const user = userEvent.setup();
    const { api, router } = renderOverview(
      '/specifications?view=compare&compare=franke_a600%2Cwmf_1500s',
    );
    const table = await screen.findByRole('table', { name: 'Specification comparison' });
    expect(within(table).getByRole('row', { name: /Voltage/ })).toHaveTextContent(
      'Voltage230 V400 V',
    );
    expect(requestedUrls(api)).toContain(
      '/api/v1/specifications?machineId=franke_a600&machineId=wmf_1500s&pageSize=2',
    );

    await user.click(screen.getByRole('radio', { name: 'All machines' }));
    expect(router.state.location.search).toBe('?compare=franke_a600%2Cwmf_1500s');
  });
});
