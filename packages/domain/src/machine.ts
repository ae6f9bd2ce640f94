import { z } from 'zod';
import { BaseRecordSchema } from './base';
import { messages } from './messages';
import { machineIdPart } from './rules/machine-id';

/** A machine type (SPEC.md §3 Machine); its id is derived from manufacturer and model. */
export const MachineSchema = BaseRecordSchema.extend({
  /** Maker, e.g. Franke. */
  manufacturer: z.string(),
  /** Model name, e.g. A600. */
  model: z.string(),
});
export type Machine = z.infer<typeof MachineSchema>;

function part() {
  return z
    .string({ error: messages.machine.addPartsRequired })
    .trim()
    .refine((value) => machineIdPart(value) !== '', messages.machine.addPartsRequired);
}

/**
 * Fields a machine is added or renamed with (SPEC.md §5 Machine). A part with no letter or digit
 * counts as missing, since no machine id can be derived from it.
 */
export const MachineInput = z.object({
  /** Maker; Manufacturer and model are required to add a machine. */
  manufacturer: part(),
  /** Model name; Manufacturer and model are required to add a machine. */
  model: part(),
});
export type MachineInput = z.infer<typeof MachineInput>;

/** A troubleshooting guide's fixed fields; its content fields pass through (SPEC.md §3). */
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

/** The sections that may be updated one at a time (SPEC.md §7 machine_details). */
export const UPDATABLE_DETAIL_SECTIONS = [
  'specifications',
  'troubleshootingGuides',
  'partDiagrams',
] as const satisfies readonly MachineDetailSection[];
export type UpdatableDetailSection = (typeof UPDATABLE_DETAIL_SECTIONS)[number];

const DetailItemSchema = z.record(z.string(), z.unknown());

/** Technical details of one machine, keyed by its id (SPEC.md §3 Machine details). */
export const MachineDetailsSchema = z.object({
  /** Specification entries. */
  specifications: z.array(DetailItemSchema),
  /** Maintenance procedure entries. */
  maintenanceProcedures: z.array(DetailItemSchema),
  /** Troubleshooting guides of the machine. */
  troubleshootingGuides: z.array(TroubleshootingGuideSchema),
  /** Part diagram entries. */
  partDiagrams: z.array(DetailItemSchema),
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
 * The details record after one section was replaced (SPEC.md §4 Machine changes): a record that
 * does not exist yet is created with the other sections empty. Returns a new object.
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
