import { queryOptions } from '@tanstack/react-query';
import { DocumentFacetsSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

export const documentCategoriesQuery = () =>
  queryOptions({
    queryKey: ['documents', 'facets'],
    queryFn: ({ signal }) =>
      api.get(urls.documentCategories(), { schema: DocumentFacetsSchema, signal }),
    select: (data) => data.categories,
  });
