import { screen } from '@testing-library/react';
import { messages } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { Reply } from '@toolbox/web/test/stub-api';
import { stubApi } from '@toolbox/web/test/stub-api';
import { MachinePartDiagramsPanel } from './machine-part-diagrams-panel';
import { makeDiagram } from './part-diagram-test-data';

const diagram = makeDiagram();

function renderPanel(reply: Reply) {
  stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/franke_a600/part-diagrams': reply,
  });
  renderRoutes(
    [{ path: '/m', Component: () => <MachinePartDiagramsPanel machineId="franke_a600" /> }],
    { initialEntries: ['/m'] },
  );
}

describe('MachinePartDiagramsPanel', () => {
  it("shows the machine's diagrams as links, and Add part diagram", async () => {
    renderPanel({ status: 200, body: { items: [diagram] } });
    const card = await screen.findByRole('link', { name: /Brewing unit/ });
    expect(card).toHaveAttribute('href', '/machine-types/franke_a600/part-diagrams/diagram_1');
    expect(card).toHaveTextContent('1 part');
    expect(screen.getByRole('link', { name: 'Add part diagram' })).toHaveAttribute(
      'href',
      '/machine-types/franke_a600/part-diagrams/add',
    );
  });

  it('says so when there are none', async () => {
    renderPanel({ status: 200, body: { items: [] } });
    expect(await screen.findByText(messages.partDiagram.empty)).toBeInTheDocument();
  });

  it('names a missing machine in the domain wording', async () => {
    renderPanel({ status: 404, body: { code: 'not-found', message: messages.machine.notFound } });
    expect(await screen.findByText(messages.machine.notFound)).toBeInTheDocument();
  });
});
