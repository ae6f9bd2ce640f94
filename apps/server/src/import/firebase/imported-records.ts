import { PATH_PARAM_MAX_LENGTH } from '@toolbox/domain';
import type { ExportedDocument } from './firestore-export';
import type { ImportLine, ImportOutcome } from './import-users';
import { progressBar } from './report';

/** Ids as Firestore makes them (and the product's `temp_…`): letters, digits, `_` and `-`. */
const IMPORTABLE_ID = /^[\p{L}\p{N}_-]+$/u;

/** Throws unless `id` can be kept as a Toolbox id (it appears in addresses as it is). */
export function importableId(id: string, what: string): void {
  if (id.length > PATH_PARAM_MAX_LENGTH || !IMPORTABLE_ID.test(id)) {
    throw new Error(`the id ${JSON.stringify(id)} is not a ${what} id`);
  }
}

/** A text field of a record, trimmed; '' when absent or not text. */
export function textOf(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The first problem a domain schema found in a record, as the report says it. */
export function firstIssue(error: { issues: { path: PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0];
  if (!issue) return 'the record is not valid';
  const where = issue.path.map(String).join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/**
 * Whether writing `after` over `before` would change anything: each field of `after` compared
 * by value (dates by time, lists and objects by their JSON).
 */
export function differs(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  return Object.entries(after).some(([key, value]) => {
    const old = before[key];
    if (value instanceof Date || old instanceof Date) {
      return !(value instanceof Date && old instanceof Date && value.getTime() === old.getTime());
    }
    if (typeof value === 'object' && value !== null) {
      return canonical(value) !== canonical(old);
    }
    return value !== old;
  });
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb keeps its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}

/** A line-writer for one collection of the report. */
export function linesOf(collection: string, lines: ImportLine[]) {
  return (id: string, outcome: ImportOutcome, reason?: string) =>
    lines.push({ collection, id, outcome, ...(reason ? { reason } : {}) });
}

/**
 * The first half of importing one collection: `prepare` checks each record and copies its files,
 * under a progress bar; a record it throws for is reported as failed, with the reason.
 */
export async function prepareEach<T>(
  collection: string,
  exported: ReadonlyMap<string, ExportedDocument>,
  { lines, out }: { lines: ImportLine[]; out: (line: string) => void },
  prepare: (id: string, record: ExportedDocument) => Promise<T>,
): Promise<T[]> {
  const line = linesOf(collection, lines);
  const tick = progressBar(out, collection, exported.size);
  const planned: T[] = [];
  for (const [id, record] of exported) {
    tick();
    try {
      planned.push(await prepare(id, record));
    } catch (error) {
      line(id, 'failed', (error as Error).message);
    }
  }
  return planned;
}

/** The machine ids a record names that are not machines; said in the report, left out. */
export function unresolved(ids: readonly string[], known: ReadonlySet<string>) {
  const missing = ids.filter((id) => !known.has(id));
  return {
    kept: ids.filter((id) => known.has(id)),
    reason:
      missing.length > 0
        ? `machine ${missing.map((id) => JSON.stringify(id)).join(', ')} not found; left out`
        : undefined,
  };
}

/** The lower-case extension of a storage path's last segment, or ''. */
export function extensionOf(filePath: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(filePath)?.[1]?.toLowerCase() ?? '';
}
