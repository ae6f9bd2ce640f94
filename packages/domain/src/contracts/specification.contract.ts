/**
 * The contract of the specification endpoints: PUT /api/v1/machines/{id}/details/specifications,
 * which replaces a machine's whole list in order, and GET /api/v1/specifications, the machines
 * with specifications or exactly the machines asked for, for a side-by-side comparison. An entry
 * and its field rules (`SpecificationEntryInput`), a machine with its entries and the comparison
 * rules are in `../specification.ts`; the messages are `messages.specification` of
 * `../messages.ts`.
 */
import { z } from '../internal/zod';
import { normalizeStringList } from '../base';
import { SpecificationEntryInput } from '../specification';
import { pageQueryFields } from './common.contract';

/** PUT /api/v1/machines/{id}/details/specifications: the machine's whole list, in order. */
export const SpecificationsSectionInput = z.object({
  items: z.array(SpecificationEntryInput).max(500),
});

/**
 * GET /api/v1/specifications: machines with specifications, or with machineId given (repeated:
 * `?machineId=a&machineId=b`) exactly those machines in that order, for a side-by-side comparison.
 */
export const SpecificationsQuery = z.object({
  ...pageQueryFields,
  machineId: z.preprocess(normalizeStringList, z.array(z.string().max(300)).max(10)).default([]),
});
export type SpecificationsQuery = z.infer<typeof SpecificationsQuery>;
