import { pageQueryFields } from '@toolbox/domain';
import { z } from 'zod';

/** The most machines a comparison shows side by side. */
export const MAX_COMPARED = 4;

/** /specifications in the URL: browse (a page of machines) or compare (the chosen machines). */
export const OverviewQuery = z.object({
  ...pageQueryFields,
  view: z.enum(['browse', 'compare']).default('browse'),
  /** The compared machines' ids, comma separated, in column order. */
  compare: z.string().max(2000).optional(),
});
export type OverviewQuery = z.infer<typeof OverviewQuery>;

/** The compared machine ids from the URL: no blanks, no repeats, at most MAX_COMPARED. */
export function comparedIds(compare: string | undefined): string[] {
  const ids = (compare ?? '').split(',').map((id) => id.trim());
  return [...new Set(ids.filter(Boolean))].slice(0, MAX_COMPARED);
}
