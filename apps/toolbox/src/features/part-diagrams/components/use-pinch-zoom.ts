import { useRef, useState, type PointerEvent } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, value));

/**
 * A zoom level between 1 and 4, changed by pinching (two pointers moving apart or together) or
 * by steps. Spread `handlers` on the element the fingers touch.
 */
export function usePinchZoom() {
  const [scale, setScale] = useState(MIN_ZOOM);
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

  return {
    scale,
    /** Zooms in (a positive step) or out (a negative one), within the limits. */
    zoomBy: (step: number) => setScale((s) => clamp(s + step)),
    fit: () => setScale(MIN_ZOOM),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
