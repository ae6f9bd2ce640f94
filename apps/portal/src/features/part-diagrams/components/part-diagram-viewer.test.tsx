import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartDiagram } from '@toolbox/domain';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme';
import { PartDiagramViewer } from './part-diagram-viewer';

const diagram: PartDiagram = {
  id: 'diagram_1',
  machineId: 'franke_a600',
  title: 'Brewing unit',
  description: '',
  imagePath: `images/${'a'.repeat(64)}.png`,
  parts: [
    { positionNumber: '1', partNumber: '5513227991', name: 'Piston', quantity: 1, notes: '' },
    { positionNumber: '2', partNumber: '5513200011', name: 'O-ring', quantity: 2, notes: 'NBR' },
    { positionNumber: '3', partNumber: '', name: 'Screw', quantity: 4, notes: '' },
  ],
  hotspots: [
    { positionNumber: '1', x: 0.2, y: 0.3 },
    { positionNumber: '2', x: 0.6, y: 0.4 },
    { positionNumber: '3', x: 0.8, y: 0.9 },
  ],
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

function renderViewer() {
  render(
    <MantineProvider theme={theme} env="test">
      <PartDiagramViewer diagram={diagram} />
    </MantineProvider>,
  );
}

const hotspot = (position: string) => screen.getByRole('button', { name: `Hotspot ${position}` });
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const highlightedRows = () =>
  screen
    .getAllByTestId('part-row')
    .filter((r) => r.hasAttribute('data-highlighted'))
    .map((r) => r.getAttribute('data-position'));
const highlightedHotspots = () =>
  screen
    .getAllByTestId('hotspot')
    .filter((h) => h.hasAttribute('data-highlighted'))
    .map((h) => h.getAttribute('data-position'));

describe('PartDiagramViewer', () => {
  it('shows the image with its hotspots placed in percent, and the parts table', () => {
    renderViewer();
    expect(screen.getByRole('img', { name: 'Brewing unit' })).toHaveAttribute(
      'src',
      `/api/v1/images/${'a'.repeat(64)}.png`,
    );
    expect(hotspot('2')).toHaveStyle({ left: '60%', top: '40%' });
    expect(screen.getAllByTestId('part-row')).toHaveLength(3);
    expect(row('O-ring')).toHaveTextContent('NBR');
    expect(highlightedRows()).toEqual([]);
  });

  it("lights up a hotspot's row while the pointer rests on the hotspot", async () => {
    const user = userEvent.setup();
    renderViewer();

    await user.hover(hotspot('2'));
    expect(row('O-ring')).toHaveAttribute('aria-selected', 'true');
    expect(row('O-ring')).toHaveAttribute('data-highlighted');
    expect(row('Piston')).toHaveAttribute('aria-selected', 'false');
    expect(highlightedHotspots()).toEqual(['2']);

    await user.unhover(hotspot('2'));
    expect(highlightedRows()).toEqual([]);
  });

  it("keeps a clicked hotspot's row lit until it is clicked again", async () => {
    const user = userEvent.setup();
    renderViewer();

    await user.click(hotspot('1'));
    await user.unhover(hotspot('1'));
    expect(highlightedRows()).toEqual(['1']);
    expect(hotspot('1')).toHaveAttribute('aria-pressed', 'true');

    // Pointing at another row shows that one for as long as the pointer stays.
    await user.hover(row('Screw'));
    expect(highlightedRows()).toEqual(['3']);
    expect(highlightedHotspots()).toEqual(['3']);
    await user.unhover(row('Screw'));
    expect(highlightedRows()).toEqual(['1']);

    await user.click(hotspot('1'));
    await user.unhover(hotspot('1'));
    await user.click(document.body);
    expect(highlightedRows()).toEqual([]);
  });

  it('lights up the hotspot of a row that is pointed at or clicked', async () => {
    const user = userEvent.setup();
    renderViewer();

    await user.hover(row('O-ring'));
    expect(hotspot('2')).toHaveAttribute('data-highlighted');
    expect(hotspot('1')).not.toHaveAttribute('data-highlighted');

    await user.click(row('Piston'));
    await user.unhover(row('Piston'));
    await user.click(document.body);
    expect(highlightedHotspots()).toEqual(['1']);
    expect(row('Piston')).toHaveAttribute('aria-selected', 'true');
  });

  it('links rows and hotspots by keyboard as well', async () => {
    const user = userEvent.setup();
    renderViewer();

    act(() => hotspot('1').focus());
    expect(highlightedRows()).toEqual(['1']);
    act(() => row('Screw').focus());
    expect(highlightedHotspots()).toEqual(['3']);
    await user.keyboard('{Enter}');
    act(() => row('Screw').blur());
    expect(highlightedHotspots()).toEqual(['3']);
  });
});
