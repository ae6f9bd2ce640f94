import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@toolbox/domain';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { probe, renderRoutes } from '../../../test/render';
import { stubApi } from '@toolbox/web/test/stub-api';
import { EditPartDiagramView } from './edit-part-diagram-view';
import { makeDiagram, makePart } from './part-diagram-test-data';

const IMAGE = `images/${'b'.repeat(64)}.png`;
const diagram = makeDiagram({
  imagePath: IMAGE,
  parts: [makePart({ partNumber: '55' })],
  hotspots: [{ positionNumber: '1', x: 0.25, y: 0.25 }],
});
const PATH = '/api/v1/machines/franke_a600/part-diagrams/diagram_1';

function Edit() {
  return <EditPartDiagramView machineId="franke_a600" id="diagram_1" />;
}

async function renderEditor() {
  const api = stubApi({
    'GET /api/v1/auth/session': { status: 401, body: { code: 'unauthenticated', message: 'x' } },
    'GET /api/v1/machines/names': { status: 200, body: { items: [] } },
    [`GET ${PATH}`]: { status: 200, body: { partDiagram: diagram } },
    [`PUT ${PATH}`]: (request) => ({
      status: 200,
      body: { partDiagram: { ...diagram, ...(request.body as object) } },
    }),
  });
  const view = renderRoutes(
    [
      { path: '/machine-types/:machineId/part-diagrams/:diagramId/edit', Component: Edit },
      probe('/machine-types/:machineId/part-diagrams/:diagramId', 'Diagram viewer'),
    ],
    { initialEntries: ['/machine-types/franke_a600/part-diagrams/diagram_1/edit'] },
  );
  await screen.findByRole('heading', { name: 'Edit part diagram' });
  const stage = screen.getByTestId('diagram-stage');
  vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width: 400, height: 200 }),
  );
  return { api, ...view };
}

function clickImage(clientX: number, clientY: number) {
  const frame = screen.getByTestId('diagram-frame');
  fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX, clientY });
  fireEvent.pointerUp(frame, { pointerId: 1, button: 0, clientX, clientY });
}

const puts = (api: ReturnType<typeof stubApi>) => api.requests.filter((r) => r.method === 'PUT');

describe('EditPartDiagramForm', () => {
  it('saves placed and renumbered hotspots with the parts table, keeping the image', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { api } = await renderEditor();

    clickImage(200, 100);
    const inspector = screen.getByTestId('hotspot-inspector');
    expect(within(inspector).getByRole('heading', { name: 'Hotspot 2' })).toBeInTheDocument();
    const number = within(inspector).getByRole('textbox', { name: /Position number/ });
    await user.clear(number);
    await user.type(number, '7');
    expect(screen.getByRole('button', { name: 'Hotspot 7' })).toHaveAttribute('data-unlinked');

    // The inspector offers the missing row; it comes with the hotspot's number.
    await user.click(within(inspector).getByRole('button', { name: 'Add parts row 7' }));
    expect(screen.getByRole('textbox', { name: 'Position number, row 2' })).toHaveValue('7');
    await user.type(screen.getByRole('textbox', { name: 'Part name, row 2' }), 'Spring');
    expect(screen.getByRole('button', { name: 'Hotspot 7' })).not.toHaveAttribute('data-unlinked');
    // The chosen hotspot's row is the lit one.
    const rows = screen.getAllByTestId('part-row');
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    expect(rows[0]).toHaveAttribute('aria-selected', 'false');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Diagram viewer' })).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(messages.partDiagram.saved);
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.body).toEqual({
      title: 'Brewing unit',
      description: '',
      imagePath: IMAGE,
      parts: [
        { positionNumber: '1', partNumber: '55', name: 'Piston', quantity: 1, notes: '' },
        { positionNumber: '7', partNumber: '', name: 'Spring', quantity: 1, notes: '' },
      ],
      hotspots: [
        { positionNumber: '1', x: 0.25, y: 0.25 },
        { positionNumber: '7', x: 0.5, y: 0.5 },
      ],
    });
  });

  it("shows the domain's messages and sends nothing while a row or hotspot is incomplete", async () => {
    const user = userEvent.setup();
    const { api } = await renderEditor();

    await user.click(screen.getByRole('button', { name: 'Add row' }));
    expect(screen.getByRole('textbox', { name: 'Position number, row 2' })).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Hotspot 1' }));
    const inspector = screen.getByTestId('hotspot-inspector');
    await user.clear(within(inspector).getByRole('textbox', { name: /^Position number/ }));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.partDiagram.partNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.partDiagram.positionRequired)).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('removes a hotspot with its Delete button and a parts row with its remove button', async () => {
    const user = userEvent.setup();
    const { api } = await renderEditor();

    await user.click(screen.getByRole('button', { name: 'Hotspot 1' }));
    await user.click(screen.getByRole('button', { name: 'Delete hotspot' }));
    expect(screen.queryByRole('button', { name: 'Hotspot 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ parts: [], hotspots: [] });
  });
});
