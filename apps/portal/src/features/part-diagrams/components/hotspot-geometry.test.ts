import { describe, expect, it } from 'vitest';
import type { Frame } from './hotspot-geometry';
import { clampView, fractionAt, isDrag, MAX_SCALE, zoomAt } from './hotspot-geometry';

const BOX = { left: 100, top: 50, width: 400, height: 200 };
const FRAME: Frame = { imageWidth: 400, imageHeight: 200, frameWidth: 400, frameHeight: 200 };

describe('fractionAt', () => {
  it('gives the point as fractions of the image box', () => {
    expect(fractionAt(200, 100, BOX)).toEqual({ x: 0.25, y: 0.25 });
    expect(fractionAt(500, 250, BOX)).toEqual({ x: 1, y: 1 });
    expect(fractionAt(100, 50, BOX)).toEqual({ x: 0, y: 0 });
  });

  it('clamps points beyond the image to its edges', () => {
    expect(fractionAt(40, 10, BOX)).toEqual({ x: 0, y: 0 });
    expect(fractionAt(900, 400, BOX)).toEqual({ x: 1, y: 1 });
    expect(fractionAt(300, -20, BOX)).toEqual({ x: 0.5, y: 0 });
  });

  it('rounds to four decimals', () => {
    expect(fractionAt(100 + 400 / 3, 50, BOX)).toEqual({ x: 0.3333, y: 0 });
  });

  it('holds for a zoomed image: the box is the image as drawn', () => {
    // Zoomed 2x and panned: the same image point lands at the same fraction.
    const zoomed = { left: -100, top: -50, width: 800, height: 400 };
    expect(fractionAt(-100 + 0.25 * 800, -50 + 0.75 * 400, zoomed)).toEqual({ x: 0.25, y: 0.75 });
  });

  it('has no answer while the image has no size', () => {
    expect(fractionAt(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toBeNull();
  });
});

describe('isDrag', () => {
  it('counts a few pixels of jitter as a click', () => {
    expect(isDrag({ x: 10, y: 10 }, { x: 12, y: 12 })).toBe(false);
    expect(isDrag({ x: 10, y: 10 }, { x: 14, y: 10 })).toBe(true);
  });
});

describe('zoom and pan', () => {
  it('keeps the image point under the pointer where it is while zooming', () => {
    const focus = { x: 100, y: 50 };
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, focus, FRAME);
    expect(view).toEqual({ scale: 2, x: -100, y: -50 });
    // The point that was under the pointer: (focus - shift) / scale, the same before and after.
    expect((focus.x - view.x) / view.scale).toBe(focus.x);
  });

  it('keeps the scale between 1 and the maximum', () => {
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 0.2, { x: 0, y: 0 }, FRAME).scale).toBe(1);
    expect(zoomAt({ scale: 4, x: 0, y: 0 }, 100, { x: 0, y: 0 }, FRAME).scale).toBe(MAX_SCALE);
  });

  it('does not pan an image that fits, nor past the edges of one that does not', () => {
    expect(clampView({ scale: 1, x: 50, y: -30 }, FRAME)).toEqual({ scale: 1, x: 0, y: 0 });
    // At 2x the image is 800 x 400 in a 400 x 200 frame: 200 px of play either way, 100 up/down.
    expect(clampView({ scale: 2, x: 500, y: -500 }, FRAME)).toEqual({ scale: 2, x: 200, y: -100 });
  });
});
