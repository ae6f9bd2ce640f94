import { queryOptions } from '@tanstack/react-query';
import { pageSchema, SoftwareItemSchema, type SoftwareItem } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

const SoftwarePage = pageSchema(SoftwareItemSchema);
const SoftwareBody = z.object({ software: SoftwareItemSchema });

export const softwareListQuery = (filters: { machineId?: string } = {}) =>
  queryOptions({
    queryKey: ['software', filters],
    queryFn: ({ signal }) => api.get(urls.softwareList(filters), { schema: SoftwarePage, signal }),
  });

export const softwareQuery = (id: string) =>
  queryOptions({
    queryKey: ['software', 'one', id],
    queryFn: async ({ signal }): Promise<SoftwareItem> =>
      (await api.get(urls.software(id), { schema: SoftwareBody, signal })).software,
  });
