import { z } from './internal/zod';
import { declaredSha256Field } from './contracts/common.contract';
import { ImagePathInput } from './guide';
import { trimmedText as line } from './internal/schema-helpers';
import { messages } from './messages';

/** Position numbers are labels like 1, 12 or 4a, printed on the diagram. */
const positionNumber = line(20, 'Position number').min(1, messages.partDiagram.positionRequired);

/** One row of a diagram's parts list. */
export const DiagramPartSchema = z.object({
  positionNumber,
  /** The manufacturer's part number, e.g. 5513227991. */
  partNumber: line(100, 'Part number').default(''),
  /** What the part is. */
  name: line(200, 'Part name').min(1, messages.partDiagram.partNameRequired),
  quantity: z.number().int().min(1).max(10_000).default(1),
  notes: line(1000, 'Notes').default(''),
});
export type DiagramPart = z.infer<typeof DiagramPartSchema>;

/**
 * A numbered point on the image. x and y are fractions of the image's width and height (0..1),
 * so a hotspot stays on its part at any display size.
 */
export const HotspotSchema = z.object({
  positionNumber,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});
export type Hotspot = z.infer<typeof HotspotSchema>;

const DiagramFields = z.object({
  title: line(200, 'Title').min(1, messages.partDiagram.titleRequired),
  description: line(5000, 'Description').default(''),
  parts: z.array(DiagramPartSchema).max(1000).default([]),
  hotspots: z.array(HotspotSchema).max(1000).default([]),
});

/**
 * Creating or replacing a part diagram. The image is either a finished image upload (`uploadId`)
 * or the image the diagram already has (`imagePath`).
 */
export const PartDiagramInput = DiagramFields.extend({
  uploadId: line(200, 'Upload').min(1).optional(),
  /** The image's SHA-256 as the browser took it while sending (with `uploadId`). */
  sha256: declaredSha256Field,
  imagePath: ImagePathInput.nullish(),
});
export type PartDiagramInput = z.input<typeof PartDiagramInput>;

/** A stored part diagram. */
export const PartDiagramSchema = DiagramFields.extend({
  id: z.string(),
  machineId: z.string(),
  /** `images/<sha256>.<ext>`; served at imageUrl(). */
  imagePath: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartDiagram = z.infer<typeof PartDiagramSchema>;

/** Where the API serves a stored image (`images/<sha>.<ext>` → `/api/v1/images/<sha>.<ext>`). */
export function imageUrl(imagePath: string): string {
  return `/api/v1/${imagePath}`;
}

/** The next free numeric position number on a diagram (1 when none is numeric). */
export function nextPositionNumber(hotspots: readonly { positionNumber: string }[]): string {
  const numbers = hotspots
    .map((h) => Number.parseInt(h.positionNumber, 10))
    .filter(Number.isFinite);
  return String(numbers.length ? Math.max(...numbers) + 1 : 1);
}
