import type { Page } from '@toolbox/domain';

/**
 * The page a list endpoint answers: the repository's rows for `query`, each presented (one at a
 * time, so a presenter's optional arguments never receive map's index), with their total.
 */
export function presentPage<Row, Item>(
  { rows, total }: { rows: Row[]; total: number },
  query: { page: number; pageSize: number },
  present: (row: Row) => Item,
): Page<Item> {
  return {
    items: rows.map((row) => present(row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
