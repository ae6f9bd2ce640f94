import { screen, within } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { MachineSpecificationsPanel } from './machine-specifications-panel';

function renderPanel(specifications: object[]) {
  stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/franke_a600/details': {
      status: 200,
      body: {
        specifications,
        maintenanceProcedures: [],
        troubleshootingGuides: [],
        partDiagrams: [],
      },
    },
  });
  renderRoutes(
    [{ path: '/m', Component: () => <MachineSpecificationsPanel machineId="franke_a600" /> }],
    { initialEntries: ['/m'] },
  );
}

describe('MachineSpecificationsPanel', () => {
  it('shows the entries by group with an Edit link to the editor for this machine', async () => {
    renderPanel([
      { id: '1', group: 'Electrical', label: 'Voltage', value: '230', unit: 'V' },
      { id: '2', group: 'Water', label: 'Hardness', value: 'soft', unit: '' },
    ]);
    const electrical = await screen.findByRole('region', { name: 'Electrical' });
    expect(within(electrical).getByRole('row', { name: 'Voltage 230 V' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Water' })).toHaveTextContent('Hardnesssoft');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/specifications/add?machineId=franke_a600',
    );
  });

  it('offers to add the first entries', async () => {
    renderPanel([]);
    expect(await screen.findByText(messages.specification.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add specifications' })).toBeInTheDocument();
  });
});
