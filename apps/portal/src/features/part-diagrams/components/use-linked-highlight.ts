import { useState } from 'react';

/** Position numbers match as printed, ignoring surrounding spaces. */
export const samePosition = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.trim() !== '' && a.trim() === b.trim();

/**
 * The link between hotspots and parts rows: what the pointer rests on wins, otherwise what was
 * clicked (clicking it again lets go). Both sides highlight the active position number.
 */
export function useLinkedHighlight() {
  const [hovered, setHovered] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  return {
    active: hovered ?? chosen,
    hover: (position: string) => setHovered(position),
    leave: () => setHovered(null),
    toggle: (position: string) =>
      setChosen((current) => (samePosition(current, position) ? null : position)),
    clear: () => setChosen(null),
  };
}
