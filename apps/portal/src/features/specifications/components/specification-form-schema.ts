import type { SpecificationEntry } from '@toolbox/domain';
import { SpecificationsSectionInput } from '@toolbox/domain';
import type { z } from 'zod';

/** One entry as the editor's fields hold it. */
export interface EntryFields {
  group: string;
  label: string;
  value: string;
  unit: string;
}

/** The editor's form: the machine's whole list, in order. */
export interface SpecificationsFormValues {
  items: EntryFields[];
}

/** The domain's check of a whole list: Label is required, Value is required. */
export const SpecificationsFormSchema = SpecificationsSectionInput;
export type SpecificationsFormOutput = z.output<typeof SpecificationsFormSchema>;

export const EMPTY_ENTRY: EntryFields = { group: '', label: '', value: '', unit: '' };

/** The form's values for stored entries (their ids are not sent back: the list is replaced). */
export const toFormValues = (entries: readonly SpecificationEntry[]): SpecificationsFormValues => ({
  items: entries.map(({ group, label, value, unit }) => ({ group, label, value, unit })),
});

/** The cells of a row the server may name in its details. */
export const ENTRY_FIELDS = ['group', 'label', 'value', 'unit'] as const;
