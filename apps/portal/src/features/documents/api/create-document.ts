import type { CreateDocumentInput, Document } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { DocumentEnvelope } from './document-cache';

/**
 * POST /api/v1/documents → 201 `{ document }`: publishes a finished upload. Fails with field
 * details (400), 422 when the bytes do not match their hash, 413 over the size limit.
 */
export const createDocument = (body: CreateDocumentInput): Promise<Document> =>
  api.post('/api/v1/documents', body, { schema: DocumentEnvelope });
