import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import type {
  CSSProperties,
  Dispatch,
  PointerEvent as ReactPointerEvent,
  ReactNode,
  RefObject,
  SetStateAction,
} from 'react';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import classes from './diagram.module.css';
import type { Fraction, Frame, View } from './hotspot-geometry';
import {
  clampView,
  fractionAt,
  isDrag,
  MAX_SCALE,
  MIN_SCALE,
  RESET_VIEW,
  ZOOM_STEP,
  zoomAt,
} from './hotspot-geometry';

/** How fast the wheel zooms: a notch (100 px of delta) zooms by about 20 %. */
const WHEEL_RATE = 0.002;

/** The image as drawn right now (zoomed and panned), for hotspots that are dragged over it. */
const StageBoxContext = createContext<() => DOMRect | null>(() => null);

/** The on-screen box of the image the caller sits in; null outside a viewport. */
export const useStageBox = () => useContext(StageBoxContext);

interface ZoomPanViewportProps {
  src: string;
  alt: string;
  /** Laid over the image and zoomed with it: hotspot markers, placed in percent. */
  children?: ReactNode;
  /** A click on the image that was no drag, as fractions of the image. */
  onImageClick?: (at: Fraction) => void;
  /** Left of the zoom buttons: a hint or the editor's tools. */
  toolbar?: ReactNode;
  /** Clicks place something: a crosshair instead of the hand. */
  placing?: boolean;
  /** The tallest the image is drawn at zoom 1 (px). */
  maxHeight?: number;
}

/** An element's content width, followed as the window or the layout changes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The image at zoom 1: as large as the frame allows, never distorted. */
function fitted(natural: { width: number; height: number } | null, width: number, max: number) {
  if (!natural || natural.width === 0 || natural.height === 0 || width === 0) return null;
  const scale = Math.min(width / natural.width, max / natural.height);
  return { width: natural.width * scale, height: natural.height * scale };
}

/** The frame's and the image's sizes, and the pointer's offset from the frame's centre. */
function useFrameGeometry(
  frameRef: RefObject<HTMLDivElement | null>,
  stageRef: RefObject<HTMLDivElement | null>,
) {
  const frame = useCallback((): Frame => {
    const stage = stageRef.current;
    const frameEl = frameRef.current;
    return {
      imageWidth: stage?.offsetWidth ?? 0,
      imageHeight: stage?.offsetHeight ?? 0,
      frameWidth: frameEl?.clientWidth ?? 0,
      frameHeight: frameEl?.clientHeight ?? 0,
    };
  }, [frameRef, stageRef]);

  /** The pointer's offset from the frame's centre, where zooming holds still. */
  const focusOf = useCallback(
    (clientX: number, clientY: number) => {
      const box = frameRef.current?.getBoundingClientRect();
      if (!box) return { x: 0, y: 0 };
      return { x: clientX - (box.left + box.width / 2), y: clientY - (box.top + box.height / 2) };
    },
    [frameRef],
  );
  return { frame, focusOf };
}

/** Zooms with the wheel around the pointer, without scrolling the page. */
function useWheelZoom(
  frameRef: RefObject<HTMLDivElement | null>,
  geometry: ReturnType<typeof useFrameGeometry>,
  setView: Dispatch<SetStateAction<View>>,
) {
  const { frame, focusOf } = geometry;
  // A native listener: React's wheel listener is passive, and the page must not scroll as well.
  useEffect(() => {
    const element = frameRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const focus = focusOf(event.clientX, event.clientY);
      setView((v) => zoomAt(v, v.scale * Math.exp(-delta * WHEEL_RATE), focus, frame()));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [frameRef, focusOf, frame, setView]);
}

interface PanOptions {
  view: View;
  setView: Dispatch<SetStateAction<View>>;
  frame: () => Frame;
  stageBox: () => DOMRect | null;
  onImageClick: ((at: Fraction) => void) | undefined;
}

/** Drag to pan; a press that was no drag is a click on the image, reported as fractions. */
function usePan({ view, setView, frame, stageBox, onImageClick }: PanOptions) {
  const [panning, setPanning] = useState(false);
  const gesture = useRef<{ id: number; x: number; y: number; from: View; moved: boolean } | null>(
    null,
  );

  const down = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    gesture.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      from: view,
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const move = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.id !== event.pointerId) return;
    if (!current.moved && !isDrag(current, { x: event.clientX, y: event.clientY })) return;
    if (!current.moved) {
      current.moved = true;
      setPanning(true);
    }
    const { from } = current;
    setView(
      clampView(
        { ...from, x: from.x + event.clientX - current.x, y: from.y + event.clientY - current.y },
        frame(),
      ),
    );
  };

  const up = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current || current.id !== event.pointerId) return;
    gesture.current = null;
    setPanning(false);
    if (current.moved || !onImageClick) return;
    const box = stageBox();
    const inside =
      box &&
      event.clientX >= box.left &&
      event.clientX <= box.left + box.width &&
      event.clientY >= box.top &&
      event.clientY <= box.top + box.height;
    const at = box && inside ? fractionAt(event.clientX, event.clientY, box) : null;
    if (at) onImageClick(at);
  };

  const cancel = () => {
    gesture.current = null;
    setPanning(false);
  };

  return {
    panning,
    handlers: {
      onPointerDown: down,
      onPointerMove: move,
      onPointerUp: up,
      onPointerCancel: cancel,
    },
  };
}

interface ZoomControlsProps {
  view: View;
  onZoom: (factor: number) => void;
  onReset: () => void;
}

/** Zoom out, the zoom level, zoom in, and fit to frame. */
function ZoomControls({ view, onZoom, onReset }: ZoomControlsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Zoom out" withArrow>
        <ActionIcon
          variant="default"
          aria-label="Zoom out"
          onClick={() => onZoom(1 / ZOOM_STEP)}
          disabled={view.scale <= MIN_SCALE}
        >
          <ZoomOut size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text size="xs" c="dimmed" w={44} ta="center" data-testid="zoom-level">
        {Math.round(view.scale * 100)}%
      </Text>
      <Tooltip label="Zoom in" withArrow>
        <ActionIcon
          variant="default"
          aria-label="Zoom in"
          onClick={() => onZoom(ZOOM_STEP)}
          disabled={view.scale >= MAX_SCALE}
        >
          <ZoomIn size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Fit to frame" withArrow>
        <ActionIcon
          variant="default"
          aria-label="Fit to frame"
          onClick={onReset}
          disabled={view.scale === 1 && view.x === 0 && view.y === 0}
        >
          <Maximize size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * An image with zoom (buttons and the wheel, around the pointer) and pan (drag while zoomed).
 * Whatever is laid over it moves with it; hotspot markers keep their size on screen. A click
 * that was no drag reports where on the image it landed, as fractions of the image.
 */
export function ZoomPanViewport({
  src,
  alt,
  children,
  onImageClick,
  toolbar,
  placing = false,
  maxHeight = 560,
}: ZoomPanViewportProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const frameWidth = useWidth(frameRef);
  const stageRef = useRef<HTMLDivElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<View>(RESET_VIEW);
  const size = fitted(natural, frameWidth, maxHeight);
  const geometry = useFrameGeometry(frameRef, stageRef);
  const { frame } = geometry;
  useWheelZoom(frameRef, geometry, setView);
  const stageBox = useCallback(() => stageRef.current?.getBoundingClientRect() ?? null, []);
  const { panning, handlers } = usePan({ view, setView, frame, stageBox, onImageClick });

  const stageStyle: CSSProperties & { '--zoom': number } = {
    transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
    '--zoom': view.scale,
    ...(size ? { width: size.width, height: size.height } : { width: '100%' }),
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <div style={{ minWidth: 0 }}>{toolbar}</div>
        <ZoomControls
          view={view}
          onZoom={(factor) => setView((v) => zoomAt(v, v.scale * factor, { x: 0, y: 0 }, frame()))}
          onReset={() => setView(RESET_VIEW)}
        />
      </Group>
      <div
        ref={frameRef}
        className={classes.frame}
        style={size ? { height: size.height } : undefined}
        data-zoomed={view.scale > 1 || undefined}
        data-panning={panning || undefined}
        data-placing={(placing && !panning) || undefined}
        data-testid="diagram-frame"
        {...handlers}
      >
        <div
          ref={stageRef}
          className={classes.stage}
          style={stageStyle}
          data-testid="diagram-stage"
        >
          <img
            src={src}
            alt={alt}
            className={classes.image}
            draggable={false}
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
          <StageBoxContext value={stageBox}>{children}</StageBoxContext>
        </div>
      </div>
    </Stack>
  );
}
