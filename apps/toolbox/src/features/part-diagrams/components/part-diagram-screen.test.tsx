import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyMachineDetails, messages, type PartDiagram } from '@toolbox/domain';
import { stubApi } from '@toolbox/web/test/stub-api';
import { describe, expect, it } from 'vitest';
import { makeMachine } from '@/test/fixtures';
import { renderScreen } from '@/test/render';
import { PartDiagramScreen } from './part-diagram-screen';

const diagram: PartDiagram = {
  id: 'p1',
  machineId: 'm1',
  title: 'Brewing unit',
  description: '',
  imagePath: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
  hotspots: [],
  parts: [
    { positionNumber: '1', partNumber: '5513227991', name: 'Steam valve', quantity: 2, notes: '' },
    { positionNumber: '2', partNumber: '', name: 'Gasket', quantity: 1, notes: 'Replace yearly' },
  ],
};

function renderDiagram(diagramId: string) {
  stubApi({
    'GET /api/v1/machines/m1': { status: 200, body: { machine: makeMachine() } },
    'GET /api/v1/machines/m1/details': {
      status: 200,
      body: { ...emptyMachineDetails(), partDiagrams: [diagram] },
    },
  });
  renderScreen([
    { path: '/', element: <PartDiagramScreen machineId="m1" diagramId={diagramId} /> },
  ]);
}

describe('PartDiagramScreen', () => {
  it('shows the part of the row tapped, with its number to copy', async () => {
    const user = userEvent.setup();
    renderDiagram('p1');

    expect(await screen.findByRole('heading', { name: 'Brewing unit' })).toBeInTheDocument();
    expect(screen.getByText('This diagram has no image yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('selected-part')).not.toBeInTheDocument();

    await user.click(screen.getAllByTestId('part-row')[0]!);
    const card = screen.getByTestId('selected-part');
    expect(card).toHaveTextContent('Position 1 · quantity 2');
    expect(card).toHaveTextContent('Steam valve');
    expect(within(card).getByRole('button', { name: 'Copy part number' })).toBeInTheDocument();

    await user.click(screen.getAllByTestId('part-row')[1]!);
    expect(screen.getByTestId('selected-part')).toHaveTextContent('Replace yearly');
    expect(
      within(screen.getByTestId('selected-part')).queryByRole('button', {
        name: 'Copy part number',
      }),
    ).not.toBeInTheDocument();
  });

  it('says it was not found, not another diagram, when the machine has no such diagram', async () => {
    renderDiagram('gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: messages.partDiagram.notFound }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Brewing unit' })).not.toBeInTheDocument();
  });
});
