import type { DiagramPart, Hotspot } from '@toolbox/domain';
import {
  DiagramPartSchema,
  HotspotSchema,
  messages,
  nextPositionNumber,
  PartDiagramInput,
} from '@toolbox/domain';
import { z } from 'zod';
import { IMAGE_ACCEPT } from '../../../lib/images';

/** The picker's `accept`: the image types the server takes (it checks the bytes too). */
export const DIAGRAM_IMAGE_ACCEPT = IMAGE_ACCEPT;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|webp)$/i;

/** Whether a chosen file looks like an image the server takes, by its type or its name. */
export function isDiagramImage(file: File): boolean {
  return DIAGRAM_IMAGE_ACCEPT.split(',').includes(file.type) || IMAGE_EXTENSIONS.test(file.name);
}

/** The image field: required on add, and only PNG, JPEG or WebP. */
export const imageFileSchema = (required: boolean) =>
  z
    .custom<File | null>((value) => value === null || value instanceof File)
    .refine((file) => !required || file !== null, messages.partDiagram.imageRequired)
    .refine((file) => file === null || isDiagramImage(file), messages.image.typeNotAllowed);

/** /machine-types/:machineId/part-diagrams/add: the fields and the image. */
export const AddDiagramFormSchema = z.object({
  title: PartDiagramInput.shape.title,
  description: PartDiagramInput.shape.description,
  image: imageFileSchema(true),
});
export type AddDiagramFormValues = z.input<typeof AddDiagramFormSchema>;
export type AddDiagramFormOutput = z.output<typeof AddDiagramFormSchema>;

/** A cleared quantity box counts as the default quantity, 1. */
const quantity = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  DiagramPartSchema.shape.quantity,
);

/** The editor's form: the fields, the parts table and the hotspots. */
export const DiagramFormSchema = z.object({
  title: PartDiagramInput.shape.title,
  description: PartDiagramInput.shape.description,
  parts: z.array(DiagramPartSchema.extend({ quantity })),
  hotspots: z.array(HotspotSchema),
});

/** What the editor's fields hold; a quantity box may be empty while typing. */
export interface DiagramFormValues {
  title: string;
  description: string;
  parts: (Omit<DiagramPart, 'quantity'> & { quantity: number | string })[];
  hotspots: Hotspot[];
}
export type DiagramFormOutput = z.output<typeof DiagramFormSchema>;

/** The parts-table fields the server may name in its details. */
export const PART_FIELDS = ['positionNumber', 'partNumber', 'name', 'quantity', 'notes'] as const;

/** A new parts row: the first hotspot still without a row, otherwise the next free number. */
export function newPartRow(
  parts: readonly { positionNumber: string }[],
  hotspots: readonly Hotspot[],
): DiagramFormValues['parts'][number] {
  const listed = new Set(parts.map((p) => p.positionNumber.trim()));
  const waiting = hotspots.find(
    (h) => h.positionNumber.trim() && !listed.has(h.positionNumber.trim()),
  );
  return {
    positionNumber: waiting?.positionNumber.trim() ?? nextPositionNumber(parts),
    partNumber: '',
    name: '',
    quantity: 1,
    notes: '',
  };
}
