import { queryOptions } from '@tanstack/react-query';
import { DocumentFacetsSchema, DocumentSchema, pageSchema, type Document } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

const DocumentPage = pageSchema(DocumentSchema);
const DocumentBody = z.object({ document: DocumentSchema });

/** The newest documents (a page of the largest size), optionally of one category or machine. */
export const documentsQuery = (filters: { category?: string; machineId?: string } = {}) =>
  queryOptions({
    queryKey: ['documents', filters],
    queryFn: ({ signal }) => api.get(urls.documents(filters), { schema: DocumentPage, signal }),
  });

export const documentCategoriesQuery = () =>
  queryOptions({
    queryKey: ['documents', 'facets'],
    queryFn: ({ signal }) =>
      api.get(urls.documentCategories(), { schema: DocumentFacetsSchema, signal }),
    select: (data) => data.categories,
  });

export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: ['documents', id],
    queryFn: async ({ signal }): Promise<Document> =>
      (await api.get(urls.document(id), { schema: DocumentBody, signal })).document,
  });
