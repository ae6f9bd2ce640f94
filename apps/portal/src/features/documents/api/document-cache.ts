import type { QueryClient } from '@tanstack/react-query';
import type { Document, DocumentListQuery } from '@toolbox/domain';
import { DocumentSchema } from '@toolbox/domain';
import { z } from 'zod';

/** The documents feature's cache keys; every key starts with 'documents'. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (query: DocumentListQuery) => ['documents', 'list', query] as const,
  facets: () => ['documents', 'facets'] as const,
  detail: (id: string) => ['documents', 'detail', id] as const,
};

export const documentPath = (id: string) => `/api/v1/documents/${encodeURIComponent(id)}`;

/** The `{ document }` answer of every call that returns one document. */
export const DocumentEnvelope = z
  .object({ document: DocumentSchema })
  .transform(({ document }) => document);

/** After a document changed: its page shows it at once; lists, facets and the dashboard reload. */
export async function documentChanged(queryClient: QueryClient, document: Document): Promise<void> {
  queryClient.setQueryData(documentKeys.detail(document.id), document);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['documents', 'list'] }),
    queryClient.invalidateQueries({ queryKey: documentKeys.facets() }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    // A new version has its own must-read mark, or none (docs/product.md#must-read).
    queryClient.invalidateQueries({ queryKey: ['documents', 'must-read', document.id] }),
  ]);
}
