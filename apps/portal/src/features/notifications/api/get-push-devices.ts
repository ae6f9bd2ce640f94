import { queryOptions, useQuery } from '@tanstack/react-query';
import { PushDeviceSchema, type PushDevice } from '@toolbox/domain';
import { z } from 'zod';
import { api } from '@toolbox/web/api-client';

const DevicesSchema = z.object({ items: z.array(PushDeviceSchema) });

/** GET /api/v1/push/devices: the devices the signed-in user receives pushes on. */
export const getPushDevices = async (signal?: AbortSignal): Promise<PushDevice[]> =>
  (await api.get('/api/v1/push/devices', { schema: DevicesSchema, ...(signal ? { signal } : {}) }))
    .items;

export const pushDevicesQueryOptions = queryOptions({
  queryKey: ['notifications', 'devices'],
  queryFn: ({ signal }) => getPushDevices(signal),
});

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions);
}
