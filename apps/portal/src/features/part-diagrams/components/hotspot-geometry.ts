/** Where a hotspot sits: fractions (0..1) of the image's width and height. */
export interface Fraction {
  x: number;
  y: number;
}

/** A box on screen, as getBoundingClientRect gives it. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The viewer's zoom and pan: a scale and a shift (px) of the image from its centred place. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 8;
/** One press of Zoom in or Zoom out. */
export const ZOOM_STEP = 1.5;
/** A pointer that travels less than this (px) between down and up is a click, not a drag. */
export const DRAG_THRESHOLD_PX = 4;
export const RESET_VIEW: View = { scale: 1, x: 0, y: 0 };

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** Four decimals: a tenth of a pixel on a 1000-pixel image, and short numbers in the record. */
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * The point under the pointer as fractions of the image's box on screen, clamped to the image.
 * The box is the image as drawn (zoomed and panned), so the answer holds at any zoom. Null while
 * the image has no size (not yet loaded).
 */
export function fractionAt(clientX: number, clientY: number, box: ScreenBox): Fraction | null {
  if (box.width <= 0 || box.height <= 0) return null;
  return {
    x: round(clamp((clientX - box.left) / box.width, 0, 1)),
    y: round(clamp((clientY - box.top) / box.height, 0, 1)),
  };
}

/** Whether a pointer moved far enough from where it went down to count as a drag. */
export function isDrag(from: { x: number; y: number }, to: { x: number; y: number }): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD_PX;
}

/** Sizes (px) of the image at scale 1 and of the frame it is shown in. */
export interface Frame {
  imageWidth: number;
  imageHeight: number;
  frameWidth: number;
  frameHeight: number;
}

/** Keeps the zoomed image over the frame: no pan at all while it fits, no gap at an edge. */
export function clampView(view: View, frame: Frame): View {
  const scale = clamp(view.scale, MIN_SCALE, MAX_SCALE);
  const maxX = Math.max(0, (frame.imageWidth * scale - frame.frameWidth) / 2);
  const maxY = Math.max(0, (frame.imageHeight * scale - frame.frameHeight) / 2);
  // `|| 0`: no -0 (a pan clamped from the left) to confuse equality checks.
  return { scale, x: clamp(view.x, -maxX, maxX) || 0, y: clamp(view.y, -maxY, maxY) || 0 };
}

/**
 * Zooms to `scale` keeping the image point under `focus` where it is. `focus` is measured from
 * the frame's centre (where the image's centre sits before any pan); the frame's centre itself
 * for the zoom buttons.
 */
export function zoomAt(view: View, scale: number, focus: { x: number; y: number }, frame: Frame) {
  const next = clamp(scale, MIN_SCALE, MAX_SCALE);
  const ratio = next / view.scale;
  return clampView(
    {
      scale: next,
      x: focus.x - ratio * (focus.x - view.x),
      y: focus.y - ratio * (focus.y - view.y),
    },
    frame,
  );
}
