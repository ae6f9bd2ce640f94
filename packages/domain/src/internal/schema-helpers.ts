/** Helpers for the domain's zod schemas; internal, not re-exported from the package. */
import { z } from 'zod';
import { normalizeStringList } from '../base';

/**
 * Refinements that should still run when a field already failed, so a form shows every message
 * at once (zod skips object refinements after a field error unless told otherwise).
 */
export const ALWAYS_REFINE = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
} as const;

/** Reads a text field of a possibly invalid object, for refinements that run after field errors. */
export function textField(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null) return '';
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field.trim() : '';
}

/** A trimmed text field of at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max);

/** A list of names, one name or many, cleaned by normalizeStringList; at most `max` names. */
export const nameList = (max: number) =>
  z.preprocess(normalizeStringList, z.array(z.string().max(200)).max(max));
