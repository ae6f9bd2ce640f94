import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { MAX_PAGES_PER_TEXT_HIT, SNIPPET_MARK_END, SNIPPET_MARK_START } from '@toolbox/domain';
import type { Database } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { documentPages, documents, documentTexts, documentVersions } from '../../../db/schema';

/** A version whose text is to be read: where its file is. */
export type VersionToRead = { documentId: string; versionNumber: number; filePath: string };

/** What reading came to, as written. */
export type TextOutcome =
  | { status: 'indexed' | 'no-text'; pageCount: number; pages: string[] }
  | { status: 'failed'; error: string };

/** A document's current version and where reading its text stands. */
export type TextStateRow = {
  documentId: string;
  title: string;
  versionNumber: number;
  fileType: string;
  status: 'indexed' | 'no-text' | 'failed' | null;
  pageCount: number | null;
};

export type TextHitRow = {
  documentId: string;
  title: string;
  fileType: string;
  versionNumber: number;
  pageNumber: number;
  snippet: string;
  pages: number[];
};

/** Rows per insert: well under PostgreSQL's 65,535 parameters at 4 a row. */
const PAGE_BATCH = 500;

// Snippets: about 12 to 30 words around the best match, each matched word marked.
const HEADLINE_OPTIONS = `StartSel=${SNIPPET_MARK_START}, StopSel=${SNIPPET_MARK_END}, MinWords=12, MaxWords=30, MaxFragments=1, ShortWord=2`;

/** The only place with queries of documents' text: reading state, pages, and search. */
export class DocumentTextRepository {
  constructor(private readonly db: Database) {}

  /** The version's file, if it is still the document's current version and a PDF. */
  async currentPdfVersion(documentId: string, versionNumber: number) {
    const [row] = await this.db
      .select({ filePath: documentVersions.filePath })
      .from(documents)
      .innerJoin(
        documentVersions,
        and(
          eq(documentVersions.documentId, documents.id),
          eq(documentVersions.versionNumber, documents.currentVersion),
        ),
      )
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.currentVersion, versionNumber),
          eq(documents.fileType, 'pdf'),
        ),
      );
    return row ?? null;
  }

  /** Whether the version's text has been read (whatever it came to). */
  async isRead(documentId: string, versionNumber: number): Promise<boolean> {
    const [row] = await this.db
      .select({ status: documentTexts.status })
      .from(documentTexts)
      .where(
        and(
          eq(documentTexts.documentId, documentId),
          eq(documentTexts.versionNumber, versionNumber),
        ),
      );
    return row !== undefined;
  }

  /** Current PDF versions not read yet, oldest document first (the catch-up's batch). */
  unread(limit: number): Promise<{ documentId: string; versionNumber: number }[]> {
    return this.db
      .select({ documentId: documents.id, versionNumber: documents.currentVersion })
      .from(documents)
      .where(
        and(
          eq(documents.fileType, 'pdf'),
          sql`not exists (select 1 from ${documentTexts} t where t.document_id = ${documents.id}
            and t.version_number = ${documents.currentVersion})`,
        ),
      )
      .orderBy(asc(documents.uploadDate), asc(documents.id))
      .limit(limit);
  }

  /**
   * Writes what reading a version came to, in one transaction, only if the version is still the
   * document's current one (a newer version may have been uploaded meanwhile); the older versions'
   * pages go, as only current versions are searched. Answers whether it was written.
   */
  save(documentId: string, versionNumber: number, outcome: TextOutcome): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Locks the document row: a new version waits until this version's pages are in.
      const [current] = await tx
        .select({ currentVersion: documents.currentVersion })
        .from(documents)
        .where(eq(documents.id, documentId))
        .for('update');
      if (current?.currentVersion !== versionNumber) return false;
      await tx
        .delete(documentTexts)
        .where(
          and(
            eq(documentTexts.documentId, documentId),
            lt(documentTexts.versionNumber, versionNumber),
          ),
        );
      const written = await tx
        .insert(documentTexts)
        .values({
          documentId,
          versionNumber,
          status: outcome.status,
          pageCount: outcome.status === 'failed' ? null : outcome.pageCount,
          error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null,
        })
        .onConflictDoNothing()
        .returning({ status: documentTexts.status });
      // Another read of this version came first: its outcome stands, pages and all.
      if (written.length === 0) return false;
      if (outcome.status !== 'indexed') return true;
      const rows = outcome.pages
        .map((text, index) => ({ documentId, versionNumber, pageNumber: index + 1, text }))
        .filter((row) => row.text.length > 0);
      for (let at = 0; at < rows.length; at += PAGE_BATCH) {
        await tx
          .insert(documentPages)
          .values(rows.slice(at, at + PAGE_BATCH))
          .onConflictDoNothing();
      }
      return true;
    });
  }

  /** The document's current version, its file type and where reading its text stands. */
  async state(documentId: string): Promise<TextStateRow | null> {
    const [row] = await this.db
      .select({
        documentId: documents.id,
        title: documents.title,
        versionNumber: documents.currentVersion,
        fileType: documents.fileType,
        status: documentTexts.status,
        pageCount: documentTexts.pageCount,
      })
      .from(documents)
      .leftJoin(
        documentTexts,
        and(
          eq(documentTexts.documentId, documents.id),
          eq(documentTexts.versionNumber, documents.currentVersion),
        ),
      )
      .where(eq(documents.id, documentId));
    return row ?? null;
  }

  /** The pages of one version with text, in order. */
  pages(documentId: string, versionNumber: number) {
    return this.db
      .select({ pageNumber: documentPages.pageNumber, text: documentPages.text })
      .from(documentPages)
      .where(
        and(
          eq(documentPages.documentId, documentId),
          eq(documentPages.versionNumber, versionNumber),
        ),
      )
      .orderBy(asc(documentPages.pageNumber));
  }

  /**
   * Documents whose current version's pages match the query: those with the most matching pages
   * first, then the newest. Each with its best page (`ts_rank`, then the earlier page), a snippet
   * of it, and its first matching pages. Ranking and snippets are computed for the documents of
   * the answer only; the total is counted in SQL.
   */
  async search(
    tsQuery: string,
    { page, pageSize }: { page: number; pageSize: number },
  ): Promise<{ rows: TextHitRow[]; total: number }> {
    const query = sql`to_tsquery('simple', ${tsQuery})`;
    const matching = sql`select p.document_id, p.version_number, count(*) as hits
      from ${documentPages} p
      join ${documents} d on d.id = p.document_id and d.current_version = p.version_number
      where p.search @@ ${query}
      group by p.document_id, p.version_number`;
    const rows = await selectRows<TextHitRow & { total: number }>(
      this.db,
      sql`with matching as (${matching}),
        ranked as (
          select m.*, d.title, d.file_type, d.upload_date, count(*) over () as total
          from matching m join ${documents} d on d.id = m.document_id
          order by m.hits desc, d.upload_date desc, m.document_id
          limit ${pageSize} offset ${(page - 1) * pageSize}
        ),
        best as (
          select distinct on (r.document_id) r.document_id, p.page_number, p.text
          from ranked r
          join ${documentPages} p on p.document_id = r.document_id
            and p.version_number = r.version_number
          where p.search @@ ${query}
          order by r.document_id, ts_rank(p.search, ${query}) desc, p.page_number
        )
        select r.document_id as "documentId", r.title, r.file_type as "fileType",
          r.version_number as "versionNumber", b.page_number as "pageNumber",
          ts_headline('simple', b.text, ${query}, ${HEADLINE_OPTIONS}) as snippet,
          array(select p.page_number from ${documentPages} p
            where p.document_id = r.document_id and p.version_number = r.version_number
              and p.search @@ ${query}
            order by p.page_number limit ${MAX_PAGES_PER_TEXT_HIT}) as pages,
          r.total::int as total
        from ranked r join best b on b.document_id = r.document_id
        order by r.hits desc, r.upload_date desc, r.document_id`,
    );
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    if (page === 1) return { rows: [], total: 0 };
    // A page past the end still says how many there are.
    const [count] = await selectRows<{ total: number }>(
      this.db,
      sql`select count(*)::int as total from (${matching}) m`,
    );
    return { rows: [], total: Number(count?.total ?? 0) };
  }
}
