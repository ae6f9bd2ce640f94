import { queryOptions } from '@tanstack/react-query';
import { SoftwareItemSchema, type SoftwareItem } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

const SoftwareBody = z.object({ software: SoftwareItemSchema });

export const softwareQuery = (id: string) =>
  queryOptions({
    queryKey: ['software', 'one', id],
    queryFn: async ({ signal }): Promise<SoftwareItem> =>
      (await api.get(urls.software(id), { schema: SoftwareBody, signal })).software,
  });
