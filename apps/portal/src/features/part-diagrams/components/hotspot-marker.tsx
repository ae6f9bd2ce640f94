import type { Hotspot } from '@toolbox/domain';
import type { ComponentPropsWithRef, PointerEvent as ReactPointerEvent } from 'react';
import classes from './diagram.module.css';

interface HotspotMarkerProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  hotspot: Hotspot;
  /** Linked to the row or hotspot under the pointer (or chosen). */
  highlighted?: boolean;
  /** The editor's current hotspot. */
  selected?: boolean;
  /** No row of the parts table has this position number. */
  unlinked?: boolean;
  dragging?: boolean;
}

/**
 * A numbered hotspot on the diagram, placed by its fractions of the image. Its pointer-down
 * stays its own, so pressing a hotspot never starts panning the image.
 */
export function HotspotMarker({
  hotspot,
  highlighted = false,
  selected = false,
  unlinked = false,
  dragging = false,
  onPointerDown,
  style,
  ...button
}: HotspotMarkerProps) {
  return (
    <button
      type="button"
      className={classes.marker}
      style={{ left: `${hotspot.x * 100}%`, top: `${hotspot.y * 100}%`, ...style }}
      aria-label={`Hotspot ${hotspot.positionNumber}`}
      data-testid="hotspot"
      data-position={hotspot.positionNumber}
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      data-unlinked={unlinked || undefined}
      data-dragging={dragging || undefined}
      onPointerDown={(event: ReactPointerEvent<HTMLButtonElement>) => {
        event.stopPropagation();
        onPointerDown?.(event);
      }}
      {...button}
    >
      {hotspot.positionNumber}
    </button>
  );
}
