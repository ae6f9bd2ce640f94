import { MachineInput, UpdateMachineInput } from '@toolbox/domain';
import { z } from 'zod';

/**
 * The add and edit form, checked with SPEC.md §5's messages: the server's own body
 * (MachineInput, so the limits match), every field held as text.
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
 * The edit form: a rename re-derives the id, so an emptied part gets SPEC.md's "Both manufacturer
 * and model are required to generate a machine ID", as the server answers.
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
