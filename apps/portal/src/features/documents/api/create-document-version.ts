import type { CreateDocumentVersionInput, Document } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { DocumentEnvelope, documentPath } from './document-cache';

/**
 * POST /api/v1/documents/:id/versions → 201 `{ document }` at its next version
 * (docs/product.md#document-versions).
 */
export const createDocumentVersion = (
  id: string,
  body: CreateDocumentVersionInput,
): Promise<Document> =>
  api.post(`${documentPath(id)}/versions`, body, { schema: DocumentEnvelope });
