import { MachineInput, UpdateMachineInput } from '@toolbox/domain';
import { z } from 'zod';

/**
 * The add and edit form, checked with the product's messages (docs/product.md#machine-validation):
 * the server's own body (MachineInput, so the limits match), every field held as text.
 */
const body = MachineInput.shape;

export const MachineFormSchema = z.object({
  manufacturer: body.manufacturer,
  model: body.model,
  category: body.category.unwrap(),
  description: body.description.unwrap(),
  photoPath: body.photoPath.unwrap(),
});

/**
 * The edit form: a rename re-derives the id, so an emptied part gets the product's "Both
 * manufacturer and model are required to generate a machine ID" (docs/product.md#machine-id), as
 * the server answers.
 */
export const EditMachineFormSchema = MachineFormSchema.extend({
  manufacturer: UpdateMachineInput.shape.manufacturer.unwrap(),
  model: UpdateMachineInput.shape.model.unwrap(),
});

/** What the form holds: every field as typed. */
export type MachineFormValues = z.input<typeof MachineFormSchema>;

/** What a valid form gives: trimmed text; an empty category means none. */
export type MachineFormOutput = z.output<typeof MachineFormSchema>;

export const MACHINE_FORM_FIELDS = [
  'manufacturer',
  'model',
  'category',
  'description',
  'photoPath',
] as const;

/** Kinds of machine offered while typing a category; any other text is kept as typed. */
export const SUGGESTED_CATEGORIES = ['espresso', 'bean-to-cup', 'filter', 'vending'] as const;

/** The suggested categories plus those already in the catalogue, each once, A–Z after the four. */
export function categoryOptions(inUse: readonly (string | null)[]): string[] {
  const suggested: string[] = [...SUGGESTED_CATEGORIES];
  const known = new Set(suggested.map((c) => c.toLowerCase()));
  const extra = new Map<string, string>();
  for (const category of inUse) {
    const name = category?.trim();
    if (!name || known.has(name.toLowerCase())) continue;
    extra.set(name.toLowerCase(), name);
  }
  return [...suggested, ...[...extra.values()].sort((a, b) => a.localeCompare(b))];
}
