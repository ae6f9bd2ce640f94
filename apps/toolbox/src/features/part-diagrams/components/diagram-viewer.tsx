import { ActionIcon, Box, Group, Text } from '@mantine/core';
import type { Hotspot } from '@toolbox/domain';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import classes from './diagram-viewer.module.css';
import { MAX_ZOOM, MIN_ZOOM, usePinchZoom } from './use-pinch-zoom';

/** How far one press of a zoom button goes. */
const ZOOM_STEP = 0.5;

interface DiagramViewerProps {
  src: string;
  title: string;
  hotspots: Hotspot[];
  selected: string | null;
  onSelect: (positionNumber: string) => void;
}

/**
 * The diagram image with its numbered hotspots, zoomable by pinching (two fingers) or with the
 * buttons, and scrollable when zoomed. Hotspots sit at fractions of the image, so they stay on
 * their parts at every zoom.
 */
export function DiagramViewer({ src, title, hotspots, selected, onSelect }: DiagramViewerProps) {
  const zoom = usePinchZoom();
  return (
    <Box>
      <Box className={classes.viewport} data-testid="diagram-viewport" {...zoom.handlers}>
        <Box className={classes.canvas} style={{ width: `${zoom.scale * 100}%` }}>
          <img src={src} alt={title} className={classes.image} draggable={false} />
          {hotspots.map((hotspot) => (
            <HotspotButton
              key={hotspot.positionNumber}
              hotspot={hotspot}
              selected={selected === hotspot.positionNumber}
              onSelect={onSelect}
            />
          ))}
        </Box>
      </Box>
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          Pinch or use the buttons to zoom · tap a number for its part
        </Text>
        <ZoomButtons zoom={zoom} />
      </Group>
    </Box>
  );
}

/** A numbered marker on the image, placed at its fraction of the image. */
function HotspotButton({
  hotspot,
  selected,
  onSelect,
}: {
  hotspot: Hotspot;
  selected: boolean;
  onSelect: (positionNumber: string) => void;
}) {
  return (
    <button
      type="button"
      className={classes.hotspot}
      data-selected={selected || undefined}
      style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%` }}
      aria-label={`Part ${hotspot.positionNumber}`}
      aria-pressed={selected}
      onClick={() => onSelect(hotspot.positionNumber)}
    >
      <span className={classes.hotspotDot}>{hotspot.positionNumber}</span>
    </button>
  );
}

/** Zoom out, zoom in and back to the whole image: large enough for a thumb. */
function ZoomButtons({ zoom }: { zoom: ReturnType<typeof usePinchZoom> }) {
  return (
    <Group gap={4}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom out"
        disabled={zoom.scale <= MIN_ZOOM}
        onClick={() => zoom.zoomBy(-ZOOM_STEP)}
      >
        <Minus size={18} />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Zoom in"
        disabled={zoom.scale >= MAX_ZOOM}
        onClick={() => zoom.zoomBy(ZOOM_STEP)}
      >
        <Plus size={18} />
      </ActionIcon>
      <ActionIcon variant="default" size="lg" aria-label="Fit" onClick={zoom.fit}>
        <RotateCcw size={18} />
      </ActionIcon>
    </Group>
  );
}
