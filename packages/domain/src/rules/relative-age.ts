import { toDate } from '../base';
import { RELATIVE_AGE_MONTH_DAYS, RELATIVE_AGE_YEAR_DAYS } from '../constants';

const DAY_MS = 24 * 60 * 60 * 1000;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * How old something is, in the product's words (docs/product.md#relative-age): Unknown, Today,
 * Yesterday, N days ago (under 30 days), N month(s) ago (under 365 days, 30-day months), otherwise
 * N year(s) ago (365-day years). Days are whole elapsed 24-hour periods, so the answer never
 * depends on a time zone; a time in the future (clock skew) reads Today.
 */
export function relativeAge(value: unknown, now: Date = new Date()): string {
  const date = toDate(value);
  if (date === null || Number.isNaN(now.getTime())) return 'Unknown';
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < RELATIVE_AGE_MONTH_DAYS) return `${days} days ago`;
  if (days < RELATIVE_AGE_YEAR_DAYS) {
    return plural(Math.floor(days / RELATIVE_AGE_MONTH_DAYS), 'month');
  }
  return plural(Math.floor(days / RELATIVE_AGE_YEAR_DAYS), 'year');
}
