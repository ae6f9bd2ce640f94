import {
  AUDIT_ACTIONS,
  messages,
  type DocumentAcknowledgement,
  type DocumentAcknowledgementList,
  type DocumentAcknowledgementListQuery,
  type MyDocumentAcknowledgement,
} from '@toolbox/domain';
import { notFound } from '../../lib/errors';
import { presentPage } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/audit.service';
import type {
  AcknowledgementRow,
  AcknowledgementsRepository,
  AcknowledgementWithUser,
} from './acknowledgements.repository';

function present(row: AcknowledgementRow): DocumentAcknowledgement {
  return {
    documentId: row.documentId,
    versionNumber: row.versionNumber,
    acknowledgedAt: row.acknowledgedAt.toISOString(),
  };
}

function presentWithUser(row: AcknowledgementWithUser): DocumentAcknowledgementList['items'][0] {
  return {
    ...present(row),
    user: { id: row.userId, displayName: row.displayName, email: row.email },
  };
}

/**
 * "I have read this": a signed-in person acknowledges the current version of a document; a new
 * version asks again (docs/product.md#document-acknowledgements).
 */
export class AcknowledgementsService {
  constructor(
    private readonly repository: AcknowledgementsRepository,
    private readonly audit: AuditService,
  ) {}

  /** The person's acknowledgement of the current version, or null. */
  async mine(documentId: string, userId: string): Promise<MyDocumentAcknowledgement> {
    const versionNumber = await this.repository.currentVersion(documentId);
    if (versionNumber === undefined) throw notFound(messages.document.notFound);
    const row = await this.repository.find({ documentId, versionNumber, userId });
    return { acknowledgement: row ? present(row) : null };
  }

  /**
   * Acknowledges the current version. Saying it twice keeps the first time and writes one audit
   * entry, in the transaction of the row.
   */
  async acknowledge(
    documentId: string,
    actor: Actor & { id: string },
  ): Promise<MyDocumentAcknowledgement> {
    const row = await this.repository.transaction(async (tx) => {
      const versionNumber = await this.repository.currentVersion(documentId, tx);
      if (versionNumber === undefined) throw notFound(messages.document.notFound);
      const key = { documentId, versionNumber, userId: actor.id };
      const inserted = await this.repository.insert(key, tx);
      if (!inserted) return this.repository.find(key, tx);
      await this.audit.record(
        {
          action: AUDIT_ACTIONS.documentAcknowledged,
          actor,
          target: { type: 'document', id: documentId },
          details: { versionNumber },
        },
        tx,
      );
      return inserted;
    });
    return { acknowledgement: row ? present(row) : null };
  }

  /** Who acknowledged which version of the document, newest first. */
  async list(
    documentId: string,
    query: DocumentAcknowledgementListQuery,
  ): Promise<DocumentAcknowledgementList> {
    if ((await this.repository.currentVersion(documentId)) === undefined) {
      throw notFound(messages.document.notFound);
    }
    return presentPage(await this.repository.page(documentId, query), query, presentWithUser);
  }
}
