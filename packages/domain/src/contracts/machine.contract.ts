/**
 * The contract of the machines endpoints under /api/v1/machines: a machine in the catalogue list
 * with how much hangs off it, what deleting one takes with it (for the confirmation), and the list
 * of every machine's details record. The record (`MachineSchema`), the add and edit bodies
 * (`MachineInput`, `UpdateMachineInput`, with the messages of docs/product.md#machine-validation)
 * and the details record with its section rules are in `../machine.ts`; a details section's own
 * endpoints are in the guide, part-diagram and specification contracts beside this file.
 */
import { z } from 'zod';
import { MachineDetailsSchema, MachineSchema } from '../machine';

/** A machine in the catalogue list, with how much hangs off it (counted in one query). */
export const MachineListItemSchema = MachineSchema.extend({
  counts: z.object({
    troubleshootingGuides: z.number().int(),
    partDiagrams: z.number().int(),
    specifications: z.number().int(),
    documents: z.number().int(),
    software: z.number().int(),
  }),
});
export type MachineListItem = z.infer<typeof MachineListItemSchema>;

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
