import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { searchWords, type DocumentListQuery } from '@toolbox/domain';
import type { Database } from '../../db/client';
import { linkedToMachine } from '../../db/machine-filter';
import { documentCategoryCounts, documents, documentVersions } from '../../db/schema';
import { ListTotals } from '../../lib/list-totals';
import type { Transaction } from '../files/files.repository';

const { search: _search, ...documentColumns } = getTableColumns(documents);

export type DocumentRow = Omit<typeof documents.$inferSelect, 'search'>;
export type VersionRow = typeof documentVersions.$inferSelect;
export type NewDocumentRow = Omit<typeof documents.$inferInsert, 'search'>;
export type NewVersionRow = typeof documentVersions.$inferInsert;
/** A document with its current version's file fields. */
export type DocumentWithFile = { document: DocumentRow; current: VersionRow };

/** What a list shows of a document (issue #19): only these columns are read for a page. */
const listColumns = {
  id: documents.id,
  title: documents.title,
  fileType: documents.fileType,
  categories: documents.categories,
  machineIds: documents.machineIds,
  currentVersion: documents.currentVersion,
  uploadDate: documents.uploadDate,
  fileSizeKB: documentVersions.fileSizeKB,
};
export type DocumentListRow = Pick<DocumentRow, Exclude<keyof typeof listColumns, 'fileSizeKB'>> &
  Pick<VersionRow, 'fileSizeKB'>;

/**
 * A prefix query over the words typed ("serv man" finds "Service manual"); only letters and
 * digits reach to_tsquery, so nothing typed can break its syntax.
 */
export function prefixTsQuery(search: string): string | null {
  const words = searchWords(search);
  return words.length
    ? words
        .slice(0, 10)
        .map((word) => `${word}:*`)
        .join(' & ')
    : null;
}

const currentVersionJoin = and(
  eq(documentVersions.documentId, documents.id),
  eq(documentVersions.versionNumber, documents.currentVersion),
);

/** The only place with document queries. */
export class DocumentsRepository {
  private readonly totals = new ListTotals();

  constructor(private readonly db: Database) {}

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * One page, newest upload first (docs/product.md#document-lists), with the total for the filters.
   */
  async page(query: DocumentListQuery): Promise<{ rows: DocumentListRow[]; total: number }> {
    const conditions: SQL[] = [];
    const tsQuery = query.search ? prefixTsQuery(query.search) : null;
    if (tsQuery) conditions.push(sql`${documents.search} @@ to_tsquery('simple', ${tsQuery})`);
    if (query.category) {
      conditions.push(sql`${documents.categories} @> array[${query.category}]::text[]`);
    }
    const machine = query.machineId ? linkedToMachine(documents.machineIds, query.machineId) : null;
    if (machine) conditions.push(machine.where);
    const where = conditions.length ? and(...conditions) : undefined;
    return this.totals.page(
      'documents',
      query,
      (listVersion) =>
        this.db
          .select({ ...listColumns, listVersion })
          .from(documents)
          .innerJoin(documentVersions, currentVersionJoin)
          .where(where)
          .orderBy(
            ...(machine ? [machine.order] : []),
            desc(documents.uploadDate),
            desc(documents.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
      (listVersion) => this.db.select({ n: count(), listVersion }).from(documents).where(where),
    );
  }

  async findById(
    id: string,
    db: Database | Transaction = this.db,
  ): Promise<{ document: DocumentRow; versions: VersionRow[] } | undefined> {
    const [document] = await db
      .select(documentColumns)
      .from(documents)
      .where(eq(documents.id, id))
      .limit(1);
    if (!document) return undefined;
    const versions = await db
      .select()
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id))
      .orderBy(asc(documentVersions.versionNumber));
    return { document, versions };
  }

  /** Writes a new document and its version 1 in the caller's transaction. */
  async insert(tx: Transaction, document: NewDocumentRow, version: NewVersionRow): Promise<void> {
    await tx.insert(documents).values(document);
    await tx.insert(documentVersions).values(version);
  }

  /**
   * Adds the next version (docs/product.md#document-versions) if the document is still at
   * `version.versionNumber - 1`; false when it was deleted or another version came first.
   */
  async addVersion(
    tx: Transaction,
    version: NewVersionRow,
    patch: { fileType: string; updatedBy: string },
  ): Promise<boolean> {
    const updated = await tx
      .update(documents)
      .set({
        currentVersion: version.versionNumber,
        lastUpdated: sql`now()`,
        updatedBy: patch.updatedBy,
        fileType: patch.fileType,
      })
      .where(
        and(
          eq(documents.id, version.documentId),
          eq(documents.currentVersion, version.versionNumber - 1),
        ),
      )
      .returning({ id: documents.id });
    if (updated.length === 0) return false;
    await tx.insert(documentVersions).values(version);
    return true;
  }

  async update(
    id: string,
    patch: Partial<NewDocumentRow>,
    db: Database | Transaction = this.db,
  ): Promise<DocumentRow | undefined> {
    const [row] = await db
      .update(documents)
      .set(patch)
      .where(eq(documents.id, id))
      .returning(documentColumns);
    return row;
  }

  /** Deletes the document and its versions in the caller's transaction; answers their keys. */
  async delete(tx: Transaction, id: string): Promise<string[] | null> {
    const versions = await tx
      .select({ filePath: documentVersions.filePath })
      .from(documentVersions)
      .where(eq(documentVersions.documentId, id));
    const deleted = await tx
      .delete(documents)
      .where(eq(documents.id, id))
      .returning({ id: documents.id });
    return deleted.length ? versions.map((v) => v.filePath) : null;
  }

  /** Categories in use and how many documents each has (kept by the trigger of migration 0001). */
  categoryCounts(): Promise<{ name: string; count: number }[]> {
    return this.db
      .select()
      .from(documentCategoryCounts)
      .orderBy(desc(documentCategoryCounts.count), asc(documentCategoryCounts.name))
      .limit(500);
  }
}
