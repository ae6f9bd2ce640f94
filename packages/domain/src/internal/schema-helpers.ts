/** Helpers for the domain's zod schemas; internal, not re-exported from the package. */
import { z } from './zod';
import { normalizeStringList } from '../base';
import { messages } from '../messages';

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

/**
 * A trimmed text field of at most `max` characters; past it, `<label> must be at most <max>
 * characters` (docs/product.md#sec-input-limits).
 */
export const trimmedText = (max: number, label: string) =>
  z.string().trim().max(max, messages.input.tooLong(label, max));

/** Longest ISO 8601 time a query or body carries (with fractions and an offset). */
const TIMESTAMP_MAX_LENGTH = 40;

/** An ISO 8601 time with an offset, as queries and bodies carry it. */
export const timestampInput = (label: string) =>
  z.iso
    .datetime({ offset: true })
    .max(TIMESTAMP_MAX_LENGTH, messages.input.tooLong(label, TIMESTAMP_MAX_LENGTH));

/** Text that is not trimmed (a password, a key) of at most `max` characters, with its message. */
export const boundedText = (max: number, label: string) =>
  z.string().max(max, messages.input.tooLong(label, max));

/** A list of names, one name or many, cleaned by normalizeStringList; at most `max` names. */
export const nameList = (max: number) =>
  z.preprocess(normalizeStringList, z.array(z.string().max(200)).max(max));
