import { queryOptions } from '@tanstack/react-query';
import { toQueryString } from '@toolbox/client/http';
import { WhatsNewSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';

export const whatsNewQuery = (since: string) =>
  queryOptions({
    queryKey: ['whats-new', since],
    queryFn: ({ signal }) =>
      api.get(`/api/v1/whats-new${toQueryString({ since })}`, { schema: WhatsNewSchema, signal }),
  });
