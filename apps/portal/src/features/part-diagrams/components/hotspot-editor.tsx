import { Text } from '@mantine/core';
import type { Hotspot } from '@toolbox/domain';
import { nextPositionNumber } from '@toolbox/domain';
import type { KeyboardEvent, PointerEvent as ReactPointerEvent } from 'react';
import { useRef, useState } from 'react';
import type { Fraction } from './hotspot-geometry';
import { clamp, fractionAt, isDrag } from './hotspot-geometry';
import { HotspotMarker } from './hotspot-marker';
import { samePosition } from './use-linked-highlight';
import { useStageBox, ZoomPanViewport } from './zoom-pan-viewport';

/** How far an arrow key moves the chosen hotspot (Shift: five times as far). */
const NUDGE = 0.005;

interface HotspotEditorProps {
  src: string;
  alt: string;
  hotspots: readonly Hotspot[];
  onChange: (hotspots: Hotspot[]) => void;
  /** Index of the chosen hotspot. */
  selected: number | null;
  onSelect: (index: number | null) => void;
  /** The position number to light up (a parts row under the pointer, or the chosen hotspot's). */
  highlighted: string | null;
  /** Position numbers that have a parts row; the others show as unlinked. */
  listed: ReadonlySet<string>;
  onHover?: (position: string | null) => void;
}

interface DraggableHotspotProps {
  hotspot: Hotspot;
  index: number;
  selected: boolean;
  highlighted: boolean;
  unlinked: boolean;
  onSelect: (index: number) => void;
  onMove: (index: number, at: Fraction) => void;
  onHover?: ((position: string | null) => void) | undefined;
}

/** A hotspot that is chosen by pressing it and moved by dragging it over the image. */
function DraggableHotspot({
  hotspot,
  index,
  selected,
  highlighted,
  unlinked,
  onSelect,
  onMove,
  onHover,
}: DraggableHotspotProps) {
  const stageBox = useStageBox();
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);

  const down = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.focus({ preventScroll: true });
    onSelect(index);
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const move = (event: ReactPointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    if (!current.moved && !isDrag(current, { x: event.clientX, y: event.clientY })) return;
    if (!current.moved) {
      current.moved = true;
      setDragging(true);
    }
    const box = stageBox();
    const at = box ? fractionAt(event.clientX, event.clientY, box) : null;
    if (at) onMove(index, at);
  };

  const end = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return (
    <HotspotMarker
      hotspot={hotspot}
      selected={selected}
      highlighted={highlighted}
      unlinked={unlinked}
      dragging={dragging}
      aria-pressed={selected}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onMouseEnter={() => onHover?.(hotspot.positionNumber)}
      onMouseLeave={() => onHover?.(null)}
    />
  );
}

/** Whether a key press belongs to a text field rather than to the editor. */
const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

interface HotspotKeysOptions {
  hotspots: readonly Hotspot[];
  selected: number | null;
  onChange: (hotspots: Hotspot[]) => void;
  onSelect: (index: number | null) => void;
  moveTo: (index: number, at: Fraction) => void;
  /** Gives the focus back to the editor, once the focused hotspot is gone. */
  refocus: () => void;
}

/** The arrow keys' steps (fractions of the image) for one press. */
function nudgeFor(key: string, shift: boolean): [number, number] | undefined {
  const step = shift ? NUDGE * 5 : NUDGE;
  const nudges: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  return nudges[key];
}

/**
 * The keys on the chosen hotspot: Delete or Backspace removes it, Escape lets it go, and the
 * arrow keys nudge it (kept on the image). Keys typed into a text field are left alone.
 */
function handleHotspotKey(
  event: KeyboardEvent<HTMLDivElement>,
  { hotspots, selected, onChange, onSelect, moveTo, refocus }: HotspotKeysOptions,
) {
  if (selected === null || isTyping(event.target)) return;
  const current = hotspots[selected];
  if (!current) return;
  const nudge = nudgeFor(event.key, event.shiftKey);
  if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault();
    onChange(hotspots.filter((_, i) => i !== selected));
    onSelect(null);
    refocus();
  } else if (event.key === 'Escape') {
    onSelect(null);
  } else if (nudge) {
    event.preventDefault();
    const round = (v: number) => Math.round(clamp(v, 0, 1) * 10_000) / 10_000;
    moveTo(selected, { x: round(current.x + nudge[0]), y: round(current.y + nudge[1]) });
  }
}

/**
 * The hotspot editor's image: a click places the next numbered hotspot where it landed, a
 * hotspot is chosen by pressing it and moved by dragging it (kept on the image), and the chosen
 * one goes with Delete or Backspace, moves with the arrow keys, and is let go with Escape.
 * Positions are fractions of the image, so they hold at any zoom and any size.
 */
export function HotspotEditor({
  src,
  alt,
  hotspots,
  onChange,
  selected,
  onSelect,
  highlighted,
  listed,
  onHover,
}: HotspotEditorProps) {
  const root = useRef<HTMLDivElement>(null);

  const refocus = () => root.current?.focus({ preventScroll: true });

  const place = (at: Fraction) => {
    onChange([...hotspots, { positionNumber: nextPositionNumber(hotspots), ...at }]);
    onSelect(hotspots.length);
    refocus();
  };

  const moveTo = (index: number, at: Fraction) =>
    onChange(hotspots.map((h, i) => (i === index ? { ...h, ...at } : h)));

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleHotspotKey(event, { hotspots, selected, onChange, onSelect, moveTo, refocus });

  return (
    <div
      ref={root}
      tabIndex={-1}
      role="group"
      aria-label="Hotspot editor"
      onKeyDown={keyDown}
      style={{ outline: 'none' }}
    >
      <ZoomPanViewport
        src={src}
        alt={alt}
        placing
        onImageClick={place}
        toolbar={
          <Text size="xs" c="dimmed">
            Click the image to place hotspot {nextPositionNumber(hotspots)}. Drag a hotspot to move
            it; Delete removes the chosen one.
          </Text>
        }
      >
        {hotspots.map((hotspot, index) => (
          <DraggableHotspot
            // By index: a hotspot keeps its element (and its drag) while its number is edited.
            key={index}
            hotspot={hotspot}
            index={index}
            selected={index === selected}
            highlighted={samePosition(highlighted, hotspot.positionNumber)}
            unlinked={!listed.has(hotspot.positionNumber.trim())}
            onSelect={onSelect}
            onMove={moveTo}
            onHover={onHover}
          />
        ))}
      </ZoomPanViewport>
    </div>
  );
}
