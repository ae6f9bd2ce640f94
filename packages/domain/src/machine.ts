import { z } from './internal/zod';
import { BaseRecordSchema } from './base';
import { GuideSchema, ImagePathInput } from './guide';
import { PartDiagramSchema } from './part-diagram';
import { SpecificationEntrySchema } from './specification';
import { messages } from './messages';
import { MACHINE_ID_PART_MAX_LENGTH, MACHINE_NAME_MAX_LENGTH } from './constants';
import { trimmedText } from './internal/schema-helpers';
import { machineIdPart } from './rules/machine-id';

/** A machine type (docs/product.md#machine-id); its id is derived from manufacturer and model. */
export const MachineSchema = BaseRecordSchema.extend({
  /** Maker, e.g. Franke. */
  manufacturer: z.string(),
  /** Model name, e.g. A600. */
  model: z.string(),
  /**
   * Kind of machine beyond the original product (docs/product.md#machines), e.g. espresso,
   * bean-to-cup, filter, vending; null when unset.
   */
  category: z.string().nullable().default(null),
  /** Free-text description beyond the original product (docs/product.md#machines). */
  description: z.string().default(''),
  /** A photo of the machine (`images/<sha256>.<ext>`, served at imageUrl), or null. */
  photoPath: z.string().nullable().default(null),
});
export type Machine = z.infer<typeof MachineSchema>;

/**
 * A manufacturer or model. Its part of the machine id must fit the path limit too
 * (docs/product.md#sec-input-limits): lowercasing and normalising can lengthen a name, and such a
 * name gets the same too-long message.
 */
function part(label: string, message: string = messages.machine.addPartsRequired) {
  const tooLong = messages.input.tooLong(label, MACHINE_NAME_MAX_LENGTH);
  return z
    .string({ error: message })
    .trim()
    .max(MACHINE_NAME_MAX_LENGTH, { error: tooLong, abort: true })
    .refine((value) => machineIdPart(value) !== '', message)
    .refine((value) => machineIdPart(value).length <= MACHINE_ID_PART_MAX_LENGTH, tooLong);
}

/**
 * Fields a machine is added or renamed with (docs/product.md#machine-validation). A part with no
 * letter or digit counts as missing, since no machine id can be derived from it.
 */
export const MachineInput = z.object({
  /** Maker; Manufacturer and model are required to add a machine. */
  manufacturer: part('Manufacturer'),
  /** Model name; Manufacturer and model are required to add a machine. */
  model: part('Model'),
  /** Kind of machine; empty for none. */
  category: trimmedText(100, 'Category').optional(),
  /** Free-text description. */
  description: trimmedText(5000, 'Description').optional(),
  /** A published image (POST /api/v1/images) as the machine's photo; null removes it. */
  photoPath: ImagePathInput.nullable().optional(),
});
export type MachineInput = z.infer<typeof MachineInput>;

/**
 * PATCH /api/v1/machines/{id}: merges the given fields (docs/product.md#machines). A new
 * manufacturer or model re-derives the id, so a part with nothing left is refused with the
 * product's "Both manufacturer and model are required to generate a machine ID"
 * (docs/product.md#machine-id).
 */
export const UpdateMachineInput = MachineInput.extend({
  manufacturer: part('Manufacturer', messages.machine.idPartsRequired),
  model: part('Model', messages.machine.idPartsRequired),
}).partial();
export type UpdateMachineInput = z.infer<typeof UpdateMachineInput>;

/**
 * A troubleshooting guide's fixed fields; its content fields pass through (docs/product.md#guides).
 */
export const TroubleshootingGuideSchema = z.looseObject({
  /** `guide_` followed by the creation timestamp. */
  id: z.string(),
  /** The machine the guide belongs to. */
  machineId: z.string(),
  /** When the guide was created. */
  createdAt: z.string(),
  /** When the guide was last saved. */
  updatedAt: z.string(),
});
export type TroubleshootingGuide = z.infer<typeof TroubleshootingGuideSchema>;

/** The sections of a machine's details record. */
export const MACHINE_DETAIL_SECTIONS = [
  'specifications',
  'maintenanceProcedures',
  'troubleshootingGuides',
  'partDiagrams',
] as const;
export type MachineDetailSection = (typeof MACHINE_DETAIL_SECTIONS)[number];

/** The sections that may be updated one at a time (docs/product.md#machine-details). */
export const UPDATABLE_DETAIL_SECTIONS = [
  'specifications',
  'troubleshootingGuides',
  'partDiagrams',
] as const satisfies readonly MachineDetailSection[];
export type UpdatableDetailSection = (typeof UPDATABLE_DETAIL_SECTIONS)[number];

const DetailItemSchema = z.record(z.string(), z.unknown());

/** Technical details of one machine, keyed by its id (docs/product.md#machine-details). */
export const MachineDetailsSchema = z.object({
  /** Specification entries. */
  specifications: z.array(SpecificationEntrySchema),
  /** Maintenance procedure entries. */
  maintenanceProcedures: z.array(DetailItemSchema),
  /** Troubleshooting guides of the machine. */
  troubleshootingGuides: z.array(GuideSchema),
  /** Part diagrams with their parts and hotspots. */
  partDiagrams: z.array(PartDiagramSchema),
  /** When the record was created; absent while no record exists. */
  createdAt: z.string().optional(),
  /** When the record was last changed; absent while no record exists. */
  updatedAt: z.string().optional(),
});
export type MachineDetails = z.infer<typeof MachineDetailsSchema>;

/** What reading a machine's details returns when no record exists: four empty lists. */
export function emptyMachineDetails(): MachineDetails {
  return {
    specifications: [],
    maintenanceProcedures: [],
    troubleshootingGuides: [],
    partDiagrams: [],
  };
}

/**
 * The details record after one section was replaced (docs/product.md#machine-details): a record
 * that does not exist yet is created with the other sections empty. Returns a new object.
 */
export function withDetailsSection<S extends UpdatableDetailSection>(
  details: MachineDetails | null | undefined,
  section: S,
  items: MachineDetails[S],
  now: string = new Date().toISOString(),
): MachineDetails {
  const base = details ?? { ...emptyMachineDetails(), createdAt: now };
  return { ...base, [section]: items, updatedAt: now };
}
