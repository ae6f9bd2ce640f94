/**
 * The contract of the part-diagram endpoints: GET /api/v1/part-diagrams, every machine's diagrams
 * searchable by part number or name, with a diagram in that list carrying its machine. The stored
 * diagram (`PartDiagramSchema`), the create and replace body (`PartDiagramInput`, with the messages
 * of docs/product.md#part-diagrams) and the image and position-number rules are in
 * `../part-diagram.ts`; the messages are `messages.partDiagram` of `../messages.ts`.
 */
import { z } from '../internal/zod';
import { PartDiagramSchema } from '../part-diagram';
import { trimmedText } from '../internal/schema-helpers';
import { pageQueryFields } from './common.contract';

/** A diagram in the cross-machine list (/parts), with its machine. */
export const PartDiagramListItemSchema = PartDiagramSchema.extend({
  machine: z.object({ id: z.string(), manufacturer: z.string(), model: z.string() }),
});
export type PartDiagramListItem = z.infer<typeof PartDiagramListItemSchema>;

/** GET /api/v1/part-diagrams: every machine's diagrams, searchable by part number or name. */
export const PartDiagramListQuery = z.object({
  ...pageQueryFields,
  search: trimmedText(200, 'Search').optional(),
  machineId: trimmedText(300, 'Machine').optional(),
});
export type PartDiagramListQuery = z.infer<typeof PartDiagramListQuery>;
