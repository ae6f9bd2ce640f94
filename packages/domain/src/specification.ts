import { z } from './internal/zod';
import { trimmedText as line } from './internal/schema-helpers';
import { messages } from './messages';

/** One specification entry of a machine, e.g. Electrical / Voltage / 230 / V. */
export const SpecificationEntryInput = z.object({
  /** Group the entry is shown under, e.g. Electrical or Water tank. */
  group: line(100, 'Group').default(''),
  /** What is specified, e.g. Voltage. */
  label: line(200, 'Label').min(1, messages.specification.labelRequired),
  /** The value, e.g. 230. */
  value: line(500, 'Value').min(1, messages.specification.valueRequired),
  /** The unit, e.g. V; empty when the value carries none. */
  unit: line(50, 'Unit').default(''),
});
export type SpecificationEntryInput = z.input<typeof SpecificationEntryInput>;

/** A stored specification entry. */
export const SpecificationEntrySchema = SpecificationEntryInput.extend({ id: z.string() });
export type SpecificationEntry = z.infer<typeof SpecificationEntrySchema>;

/** A machine with its specification entries (/specifications and its comparison). */
export const MachineSpecificationsSchema = z.object({
  machine: z.object({ id: z.string(), manufacturer: z.string(), model: z.string() }),
  specifications: z.array(SpecificationEntrySchema),
});
export type MachineSpecifications = z.infer<typeof MachineSpecificationsSchema>;

/** "230 V", or the value alone when there is no unit. */
export function formatSpecificationValue(entry: { value: string; unit: string }): string {
  return entry.unit ? `${entry.value} ${entry.unit}` : entry.value;
}

/**
 * The rows of a side-by-side comparison: every group/label pair any of the machines has, in the
 * order first met, with each machine's formatted value (empty when it has none).
 */
export function compareSpecifications(
  machines: readonly MachineSpecifications[],
): { group: string; label: string; values: string[] }[] {
  const rows = new Map<string, { group: string; label: string; values: string[] }>();
  machines.forEach((entry, column) => {
    for (const spec of entry.specifications) {
      const key = `${spec.group.toLowerCase()}\u0000${spec.label.toLowerCase()}`;
      let row = rows.get(key);
      if (!row) {
        row = { group: spec.group, label: spec.label, values: machines.map(() => '') };
        rows.set(key, row);
      }
      const value = formatSpecificationValue(spec);
      row.values[column] = row.values[column] ? `${row.values[column]}; ${value}` : value;
    }
  });
  return [...rows.values()];
}
