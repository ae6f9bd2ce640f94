import { ActionIcon, Box, Group, Text } from '@mantine/core';
import type { Hotspot } from '@toolbox/domain';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { useRef, useState, type PointerEvent } from 'react';
import classes from './diagram-viewer.module.css';

const MIN = 1;
const MAX = 4;
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, value));

/**
 * The diagram image with its numbered hotspots, zoomable by pinching (two fingers) or with the
 * buttons, and scrollable when zoomed. Hotspots sit at fractions of the image, so they stay on
 * their parts at every zoom.
 */
export function DiagramViewer({
  src,
  title,
  hotspots,
  selected,
  onSelect,
}: {
  src: string;
  title: string;
  hotspots: Hotspot[];
  selected: string | null;
  onSelect: (positionNumber: string) => void;
}) {
  const [scale, setScale] = useState(1);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      setScale(clamp((pinch.current.scale * distance()) / pinch.current.distance));
    }
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  return (
    <Box>
      <Box
        className={classes.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="diagram-viewport"
      >
        <Box className={classes.canvas} style={{ width: `${scale * 100}%` }}>
          <img src={src} alt={title} className={classes.image} draggable={false} />
          {hotspots.map((hotspot) => (
            <button
              key={hotspot.positionNumber}
              type="button"
              className={classes.hotspot}
              data-selected={selected === hotspot.positionNumber || undefined}
              style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` }}
              aria-label={`Part ${hotspot.positionNumber}`}
              aria-pressed={selected === hotspot.positionNumber}
              onClick={() => onSelect(hotspot.positionNumber)}
            >
              {hotspot.positionNumber}
            </button>
          ))}
        </Box>
      </Box>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          Pinch or use the buttons to zoom · tap a number for its part
        </Text>
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom out"
            disabled={scale <= MIN}
            onClick={() => setScale((s) => clamp(s - 0.5))}
          >
            <Minus size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Zoom in"
            disabled={scale >= MAX}
            onClick={() => setScale((s) => clamp(s + 0.5))}
          >
            <Plus size={18} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label="Fit" onClick={() => setScale(1)}>
            <RotateCcw size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
