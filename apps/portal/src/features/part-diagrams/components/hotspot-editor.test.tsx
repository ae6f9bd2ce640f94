import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Hotspot } from '@toolbox/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { HotspotEditor } from './hotspot-editor';

/** The image's box on screen: 400 x 200 at (100, 50). */
const BOX = { left: 100, top: 50, width: 400, height: 200 };

function Harness({
  initial = [],
  onChange,
}: {
  initial?: Hotspot[];
  onChange?: (hotspots: Hotspot[]) => void;
}) {
  const [hotspots, setHotspots] = useState<Hotspot[]>(initial);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <MantineProvider theme={theme} env="test">
      <HotspotEditor
        src="/api/v1/images/diagram.png"
        alt="Brewing unit"
        hotspots={hotspots}
        onChange={(next) => {
          setHotspots(next);
          onChange?.(next);
        }}
        selected={selected}
        onSelect={setSelected}
        highlighted={null}
        listed={new Set(['1'])}
      />
      <output data-testid="selected">{selected ?? 'none'}</output>
    </MantineProvider>
  );
}

function renderEditor(initial: Hotspot[] = []) {
  const onChange = vi.fn();
  render(<Harness initial={initial} onChange={onChange} />);
  const stage = screen.getByTestId('diagram-stage');
  vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: BOX.left, y: BOX.top, width: BOX.width, height: BOX.height }),
  );
  const latest = () => onChange.mock.lastCall?.[0] as Hotspot[] | undefined;
  return { onChange, latest };
}

/** A click on the image: pointer down and up at the same spot. */
function clickImage(clientX: number, clientY: number) {
  const frame = screen.getByTestId('diagram-frame');
  fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX, clientY });
  fireEvent.pointerUp(frame, { pointerId: 1, button: 0, clientX, clientY });
}

const marker = (position: string) => screen.getByRole('button', { name: `Hotspot ${position}` });

describe('HotspotEditor', () => {
  it('places numbered hotspots where the image is clicked, as fractions of the image', () => {
    const { latest } = renderEditor();

    clickImage(200, 100);
    expect(latest()).toEqual([{ positionNumber: '1', x: 0.25, y: 0.25 }]);
    clickImage(400, 200);
    expect(latest()).toEqual([
      { positionNumber: '1', x: 0.25, y: 0.25 },
      { positionNumber: '2', x: 0.75, y: 0.75 },
    ]);
    expect(marker('2')).toHaveStyle({ left: '75%', top: '75%' });
    expect(marker('2')).toHaveAttribute('data-selected');
    expect(screen.getByTestId('selected')).toHaveTextContent('1');
  });

  it('numbers a new hotspot after the highest number already there', () => {
    const { latest } = renderEditor([
      { positionNumber: '4', x: 0.1, y: 0.1 },
      { positionNumber: '12a', x: 0.2, y: 0.2 },
    ]);
    clickImage(300, 150);
    expect(latest()?.at(-1)).toEqual({ positionNumber: '13', x: 0.5, y: 0.5 });
  });

  it('ignores a click beside the image and a drag that pans', () => {
    const { onChange } = renderEditor();
    clickImage(50, 100);
    const frame = screen.getByTestId('diagram-frame');
    fireEvent.pointerDown(frame, { pointerId: 1, button: 0, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(frame, { pointerId: 1, clientX: 260, clientY: 130 });
    fireEvent.pointerUp(frame, { pointerId: 1, button: 0, clientX: 260, clientY: 130 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves a dragged hotspot with the pointer and keeps it on the image', () => {
    const { latest } = renderEditor([{ positionNumber: '1', x: 0.25, y: 0.25 }]);
    const hotspot = marker('1');

    fireEvent.pointerDown(hotspot, { pointerId: 7, button: 0, clientX: 200, clientY: 100 });
    expect(hotspot).toHaveAttribute('data-selected');
    fireEvent.pointerMove(hotspot, { pointerId: 7, clientX: 340, clientY: 170 });
    expect(latest()).toEqual([{ positionNumber: '1', x: 0.6, y: 0.6 }]);
    // Past the bottom-right corner: held at the edge.
    fireEvent.pointerMove(hotspot, { pointerId: 7, clientX: 900, clientY: 600 });
    expect(latest()).toEqual([{ positionNumber: '1', x: 1, y: 1 }]);
    fireEvent.pointerUp(hotspot, { pointerId: 7, clientX: 900, clientY: 600 });
    // After the drag, moving the pointer no longer moves it.
    fireEvent.pointerMove(hotspot, { pointerId: 7, clientX: 200, clientY: 100 });
    expect(latest()).toEqual([{ positionNumber: '1', x: 1, y: 1 }]);
    expect(marker('1')).toHaveStyle({ left: '100%', top: '100%' });
  });

  it('chooses a hotspot on press without moving it, and deletes it with the Delete key', () => {
    const { onChange, latest } = renderEditor([
      { positionNumber: '1', x: 0.25, y: 0.25 },
      { positionNumber: '2', x: 0.5, y: 0.5 },
    ]);
    const hotspot = marker('1');
    fireEvent.pointerDown(hotspot, { pointerId: 1, button: 0, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(hotspot, { pointerId: 1, clientX: 201, clientY: 101 });
    fireEvent.pointerUp(hotspot, { pointerId: 1, clientX: 201, clientY: 101 });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('selected')).toHaveTextContent('0');

    fireEvent.keyDown(hotspot, { key: 'Delete' });
    expect(latest()).toEqual([{ positionNumber: '2', x: 0.5, y: 0.5 }]);
    expect(screen.queryByRole('button', { name: 'Hotspot 1' })).not.toBeInTheDocument();
    expect(screen.getByTestId('selected')).toHaveTextContent('none');
  });

  it('nudges the chosen hotspot with the arrow keys, within the image', () => {
    const { latest } = renderEditor([{ positionNumber: '1', x: 0.5, y: 0.998 }]);
    const hotspot = marker('1');
    fireEvent.pointerDown(hotspot, { pointerId: 1, button: 0, clientX: 300, clientY: 250 });
    fireEvent.pointerUp(hotspot, { pointerId: 1, clientX: 300, clientY: 250 });
    fireEvent.keyDown(hotspot, { key: 'ArrowRight' });
    expect(latest()).toEqual([{ positionNumber: '1', x: 0.505, y: 0.998 }]);
    fireEvent.keyDown(hotspot, { key: 'ArrowDown' });
    expect(latest()).toEqual([{ positionNumber: '1', x: 0.505, y: 1 }]);
  });

  it('marks hotspots that no parts row lists', () => {
    renderEditor([
      { positionNumber: '1', x: 0.1, y: 0.1 },
      { positionNumber: '2', x: 0.2, y: 0.2 },
    ]);
    expect(marker('1')).not.toHaveAttribute('data-unlinked');
    expect(marker('2')).toHaveAttribute('data-unlinked');
  });
});
