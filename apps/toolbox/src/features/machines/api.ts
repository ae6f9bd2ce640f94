import { queryOptions } from '@tanstack/react-query';
import {
  MachineDetailsSchema,
  MachineListItemSchema,
  MachineSchema,
  type Machine,
  type MachineDetails,
} from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

const MachineList = z.object({ items: z.array(MachineListItemSchema) });
const MachineBody = z.object({ machine: MachineSchema });

export const machinesQuery = () =>
  queryOptions({
    queryKey: ['machines'],
    queryFn: ({ signal }) => api.get(urls.machines(), { schema: MachineList, signal }),
    select: (data) => data.items,
  });

export const machineQuery = (id: string) =>
  queryOptions({
    queryKey: ['machines', id],
    queryFn: async ({ signal }): Promise<Machine> =>
      (await api.get(urls.machine(id), { schema: MachineBody, signal })).machine,
  });

/** Specifications, troubleshooting guides and part diagrams of a machine, in one answer. */
export const machineDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: ['machines', id, 'details'],
    queryFn: ({ signal }): Promise<MachineDetails> =>
      api.get(urls.machineDetails(id), { schema: MachineDetailsSchema, signal }),
  });
