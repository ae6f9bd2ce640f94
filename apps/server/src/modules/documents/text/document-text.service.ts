import {
  messages,
  searchWords,
  type DocumentText,
  type DocumentTextSearchPage,
  type DocumentTextSearchQuery,
  type DocumentTextState,
} from '@toolbox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../../../lib/errors';
import type { JobQueue } from '../../../lib/jobs/job-queue';
import type { Storage } from '../../../lib/storage/storage';
import type { DocumentTextRepository, TextStateRow } from './document-text.repository';
import { ExtractionFailedError, type PdfTextReader } from './pdf-text-extractor';

/** Reads one PDF version's text; sent when a version is published and by the catch-up. */
export const READ_TEXT_JOB = 'read-document-text';
/** Queues the current PDF versions whose text has not been read (imports, restores, restarts). */
export const TEXT_CATCH_UP_JOB = 'document-text-catch-up';
const CATCH_UP_EVERY_MS = 5 * 60_000;
const CATCH_UP_BATCH = 200;

type ReadTextJob = { documentId: string; versionNumber: number };

/**
 * The words typed, all on one page, each as a beginning ("desc" finds "descale") once it has two
 * letters or more: a single letter as a beginning would match nearly every page of every manual.
 * Only letters and digits reach to_tsquery, so nothing typed can break its syntax.
 */
export function textTsQuery(search: string): string | null {
  const words = searchWords(search);
  return words.length
    ? words
        .slice(0, 10)
        .map((word) => (word.length > 1 ? `${word}:*` : word))
        .join(' & ')
    : null;
}

function presentState(row: TextStateRow): DocumentTextState {
  const status =
    row.fileType !== 'pdf' ? 'unsupported' : row.status === null ? 'pending' : row.status;
  return {
    documentId: row.documentId,
    versionNumber: row.versionNumber,
    status,
    pageCount: row.pageCount,
  };
}

/**
 * Search inside documents (issue #22 item 1): each current PDF version's text is read in the
 * background, off the request path, on a thread bounded in memory and time, and its pages are
 * indexed with PostgreSQL full text. A file that cannot be read is recorded as failed and never
 * fails its upload; a store that is unreachable is retried by the queue.
 */
export class DocumentTextService {
  constructor(
    private readonly repository: DocumentTextRepository,
    private readonly storage: Storage,
    private readonly jobs: JobQueue,
    private readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly reader: PdfTextReader,
  ) {
    // One file at a time per replica: reading is CPU and memory, never on the request path.
    jobs.work<ReadTextJob>(READ_TEXT_JOB, (job) => this.read(job));
    jobs.work(TEXT_CATCH_UP_JOB, () => this.catchUp());
  }

  /** Schedules the catch-up, and runs it once now. */
  async start(): Promise<void> {
    await this.jobs.every(TEXT_CATCH_UP_JOB, CATCH_UP_EVERY_MS);
    await this.jobs.send(TEXT_CATCH_UP_JOB, {}, { singletonKey: 'start', singletonSeconds: 60 });
  }

  /**
   * Asks for a new version's text to be read (after its upload is committed). The catch-up asks
   * under its own key, at most once an hour per version (a backlog is not queued again every
   * round): a version it queues while its upload's job still waits is read twice at worst, and
   * the second finds the text written.
   */
  queue(documentId: string, versionNumber: number, by: 'upload' | 'catch-up' = 'upload') {
    return this.jobs.send<ReadTextJob>(
      READ_TEXT_JOB,
      { documentId, versionNumber },
      {
        singletonKey: `${by}:${documentId}:${versionNumber}`,
        singletonSeconds: by === 'upload' ? 600 : 3600,
        retryLimit: 3,
        retryDelaySeconds: 30,
      },
    );
  }

  /** Queues every current PDF version not read yet (a batch per run). */
  async catchUp(): Promise<void> {
    for (const version of await this.repository.unread(CATCH_UP_BATCH)) {
      await this.queue(version.documentId, version.versionNumber, 'catch-up');
    }
  }

  /**
   * Reads one version's text and writes its pages. A version no longer current, or gone, is
   * skipped; a file that cannot be read is recorded as failed; a store fault is thrown (retried).
   */
  async read({ documentId, versionNumber }: ReadTextJob): Promise<void> {
    const version = await this.repository.currentPdfVersion(documentId, versionNumber);
    if (!version || (await this.repository.isRead(documentId, versionNumber))) return;
    const stored = await this.storage.stat(version.filePath);
    if (!stored) {
      // Recorded, so the catch-up does not ask for it again every round.
      await this.repository.save(documentId, versionNumber, {
        status: 'failed',
        error: 'The stored file is missing.',
      });
      return;
    }
    const started = Date.now();
    try {
      const text = await this.reader.read({
        size: stored.size,
        open: () => this.storage.get(version.filePath),
      });
      const hasText = text.pages.some((page) => page.length > 0);
      await this.repository.save(documentId, versionNumber, {
        status: hasText ? 'indexed' : 'no-text',
        pageCount: text.pageCount,
        pages: text.pages,
      });
      this.logger.info(
        { documentId, versionNumber, pages: text.pages.length, ms: Date.now() - started },
        'document text read',
      );
    } catch (error) {
      if (!(error instanceof ExtractionFailedError)) throw error;
      this.logger.warn({ documentId, versionNumber, err: error }, 'document text not readable');
      await this.repository.save(documentId, versionNumber, {
        status: 'failed',
        error: error.message,
      });
    }
  }

  /** Ends the reader's thread (shutdown). */
  close(): Promise<void> {
    return this.reader.close();
  }

  async state(documentId: string): Promise<DocumentTextState> {
    return presentState(await this.found(documentId));
  }

  async text(documentId: string): Promise<DocumentText> {
    const row = await this.found(documentId);
    const state = presentState(row);
    const pages =
      state.status === 'indexed'
        ? await this.repository.pages(documentId, state.versionNumber)
        : [];
    return { ...state, title: row.title, pages };
  }

  private async found(documentId: string): Promise<TextStateRow> {
    const row = await this.repository.state(documentId);
    if (!row) throw notFound(messages.document.notFound);
    return row;
  }

  async search(query: DocumentTextSearchQuery): Promise<DocumentTextSearchPage> {
    const tsQuery = textTsQuery(query.q);
    const { rows, total } = tsQuery
      ? await this.repository.search(tsQuery, query)
      : { rows: [], total: 0 };
    return { items: rows, total, page: query.page, pageSize: query.pageSize };
  }
}
