import { queryOptions } from '@tanstack/react-query';
import { MachineListItemSchema } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

const MachineList = z.object({ items: z.array(MachineListItemSchema) });

export const machinesQuery = () =>
  queryOptions({
    queryKey: ['machines'],
    queryFn: ({ signal }) => api.get(urls.machines(), { schema: MachineList, signal }),
    select: (data) => data.items,
  });
