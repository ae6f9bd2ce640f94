/**
 * The contract of GET /api/v1/dashboard, the portal's first page: the cards' totals, the Document
 * Categories and Machine Manufacturers grids, and Recent Activity, with the rules that build the
 * grid and the list from the rows the server reads (docs/product.md#dashboard) and the singular or
 * plural count label the cards show. Errors use the common codes of `./common.contract.ts`.
 */
import { z } from '../internal/zod';
import {
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_ACTIVITY_PER_KIND,
  DASHBOARD_CATEGORY_LIMIT,
} from '../constants';

/**
 * One row of Recent Activity: a document or software package, newest first
 * (docs/product.md#recent-activity).
 */
export const ActivityItemSchema = z.object({
  /** Which list the item comes from. */
  kind: z.enum(['document', 'software']),
  /** The document's or package's id. */
  id: z.string(),
  /** Document title or package name. */
  title: z.string(),
  /** A secondary line (category or version), if any. */
  detail: z.string().nullable(),
  /** When it was uploaded (ISO 8601); the list is sorted on this. */
  at: z.string(),
  /** Who uploaded it, if known. */
  by: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

/** One tile of a dashboard grid: a category or manufacturer and how many items it has. */
export const NamedCountSchema = z.object({
  /** Category or manufacturer name. */
  name: z.string(),
  /** Number of documents or machines. */
  count: z.number().int(),
});
export type NamedCount = z.infer<typeof NamedCountSchema>;

/** The dashboard endpoint's answer; every number is computed in SQL. */
export const DashboardSchema = z.object({
  /** Total Users card; admins and engineers count the exact roles Admin and Engineer. */
  users: z.object({ total: z.number(), admins: z.number(), engineers: z.number() }),
  /** Documents card: how many, and how many different categories. */
  documents: z.object({ total: z.number(), categories: z.number() }),
  /** Software Packages card: how many, and how many categories. */
  software: z.object({ total: z.number(), categories: z.number() }),
  /** Machines card: how many, and how many manufacturers. */
  machines: z.object({ total: z.number(), manufacturers: z.number() }),
  /** Document Categories grid, largest first. */
  documentCategories: z.array(NamedCountSchema),
  /** Machine Manufacturers grid. */
  manufacturers: z.array(NamedCountSchema),
  /** Recent Activity list, newest first, at most 10. */
  recentActivity: z.array(ActivityItemSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** "1 document" / "3 documents" (docs/product.md#dashboard: singular or plural wording). */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/**
 * The dashboard's Recent Activity (docs/product.md#recent-activity): the 5 latest documents and the
 * 5 latest software items, merged newest first, at most 10. Items whose time cannot be read sort
 * last.
 */
export function mergeRecentActivity(
  documents: readonly ActivityItem[],
  software: readonly ActivityItem[],
): ActivityItem[] {
  const time = (item: ActivityItem) => {
    const ms = Date.parse(item.at);
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  const newestFirst = (a: ActivityItem, b: ActivityItem) => {
    const [ta, tb] = [time(a), time(b)];
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  };
  const latest = (items: readonly ActivityItem[]) =>
    [...items].sort(newestFirst).slice(0, DASHBOARD_ACTIVITY_PER_KIND);
  return [...latest(documents), ...latest(software)]
    .sort(newestFirst)
    .slice(0, DASHBOARD_ACTIVITY_MAX);
}

/** The Document Categories grid: the first 8 categories (docs/product.md#dashboard). */
export function dashboardCategories(categories: readonly NamedCount[]): NamedCount[] {
  return categories.slice(0, DASHBOARD_CATEGORY_LIMIT);
}
