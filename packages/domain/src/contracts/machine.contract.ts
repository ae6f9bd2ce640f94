/**
 * The contract of the machines endpoints under /api/v1/machines: the catalogue's pages with how
 * much hangs off each machine, its manufacturers, every machine's name for pickers and labels,
 * what deleting one takes with it (for the confirmation), and the list
 * of every machine's details record. The record (`MachineSchema`), the add and edit bodies
 * (`MachineInput`, `UpdateMachineInput`, with the messages of docs/product.md#machine-validation)
 * and the details record with its section rules are in `../machine.ts`; a details section's own
 * endpoints are in the guide, part-diagram and specification contracts beside this file.
 */
import { z } from '../internal/zod';
import { trimmedText } from '../internal/schema-helpers';
import { MachineDetailsSchema, MachineSchema } from '../machine';
import { pageQueryFields, pageSchema } from './common.contract';

/**
 * A machine as pickers and labels name it: GET /api/v1/machines/names answers every machine in
 * this shape (about 90 bytes each), without the counts the catalogue's pages add.
 */
export const MachineNameSchema = MachineSchema.pick({
  id: true,
  manufacturer: true,
  model: true,
  category: true,
});
export type MachineName = z.infer<typeof MachineNameSchema>;

export const MachineNamesSchema = z.object({ items: z.array(MachineNameSchema) });

/** GET /api/v1/machines/names: every machine, or only those `having` specifications (to compare). */
export const MachineNamesQuery = z.object({ having: z.enum(['specifications']).optional() });
export type MachineNamesQuery = z.infer<typeof MachineNamesQuery>;

/**
 * GET /api/v1/machines: one page of the catalogue by manufacturer, then model (A–Z whatever the
 * case). Every word of the search, in any order, is found in manufacturer, model, category or id
 * as typed, or in the id as an id would spell it ("delonghi" finds De'Longhi); the manufacturer
 * is matched whole, whatever the case.
 */
export const MachineListQuery = z.object({
  ...pageQueryFields,
  search: trimmedText(200, 'Search').optional(),
  manufacturer: trimmedText(200, 'Manufacturer').optional(),
});
export type MachineListQuery = z.infer<typeof MachineListQuery>;

/** A machine in the catalogue list, with how much hangs off it (counted for its page only). */
export const MachineListItemSchema = MachineNameSchema.extend({
  counts: z.object({
    troubleshootingGuides: z.number().int(),
    partDiagrams: z.number().int(),
    specifications: z.number().int(),
    documents: z.number().int(),
    software: z.number().int(),
  }),
});
export type MachineListItem = z.infer<typeof MachineListItemSchema>;

export const MachineListPageSchema = pageSchema(MachineListItemSchema);

/** GET /api/v1/machines/manufacturers: each manufacturer once, A–Z, with its machine count. */
export const MachineManufacturersSchema = z.object({
  items: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type MachineManufacturer = z.infer<typeof MachineManufacturersSchema>['items'][number];

/** What deleting a machine takes with it, shown in the confirmation. */
export const MachineImpactSchema = z.object({
  troubleshootingGuides: z.number().int(),
  partDiagrams: z.number().int(),
  specifications: z.number().int(),
  maintenanceProcedures: z.number().int(),
  /** Documents and packages that only lose their link to the machine. */
  documents: z.number().int(),
  software: z.number().int(),
});
export type MachineImpact = z.infer<typeof MachineImpactSchema>;

/** A details record in the list of all of them (docs/product.md#machine-details). */
export const MachineDetailsListItemSchema = MachineDetailsSchema.extend({
  /** The machine the record belongs to. */
  machineId: z.string(),
});
export type MachineDetailsListItem = z.infer<typeof MachineDetailsListItemSchema>;
