import { z } from './internal/zod';

/** Fields every stored record has (docs/product.md#base-record); times are ISO 8601 strings. */
export const BaseRecordSchema = z.object({
  /** The record's key. */
  id: z.string(),
  /** When the record was created. */
  createdAt: z.string(),
  /** When the record was last changed. */
  updatedAt: z.string(),
});
export type BaseRecord = z.infer<typeof BaseRecordSchema>;

/** A timestamp as the original backend stored it: whole seconds plus nanoseconds. */
export interface SecondsTimestamp {
  seconds: number;
  nanoseconds: number;
}

/** Every shape a point in time arrives in from the API, old exports or the apps. */
export type DateLike = Date | string | number | SecondsTimestamp;

function isSecondsTimestamp(value: unknown): value is SecondsTimestamp {
  if (typeof value !== 'object' || value === null) return false;
  const { seconds, nanoseconds } = value as Record<string, unknown>;
  return typeof seconds === 'number' && typeof nanoseconds === 'number';
}

function valid(date: Date): Date | null {
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Turns a Date, ISO string, epoch milliseconds or `{seconds, nanoseconds}` into a Date, or null
 * when the value is missing or does not name a valid point in time (docs/product.md#file-helpers).
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return valid(new Date(value.getTime()));
  if (typeof value === 'number') return Number.isFinite(value) ? valid(new Date(value)) : null;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : valid(new Date(text));
  }
  if (isSecondsTimestamp(value)) {
    return toDate(value.seconds * 1000 + Math.floor(value.nanoseconds / 1_000_000));
  }
  return null;
}

/** Like `toDate`, but as an ISO 8601 string, the API's wire format for times. */
export function toIsoString(value: unknown): string | null {
  return toDate(value)?.toISOString() ?? null;
}

/**
 * A clean list of names: a single string is wrapped into a list, entries are trimmed, and empty,
 * non-text and repeated entries are dropped (docs/product.md#documents: category is a list; a
 * single value is wrapped). Missing input is an empty list.
 */
export function normalizeStringList(value: unknown): string[] {
  const items: unknown[] = Array.isArray(value) ? value : [value];
  const names = items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return [...new Set(names)];
}
