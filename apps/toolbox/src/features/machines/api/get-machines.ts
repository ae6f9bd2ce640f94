import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MachineListPageSchema, MachineManufacturersSchema } from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { urls } from '@/lib/urls';

/**
 * The catalogue by manufacturer and model, a page (of the largest size) at a time, optionally of
 * one manufacturer; the next page is read when asked for.
 */
export const machinePagesQuery = (manufacturer: string | undefined) =>
  infiniteQueryOptions({
    queryKey: ['machines', 'pages', { manufacturer }],
    queryFn: ({ pageParam, signal }) =>
      api.get(urls.machines({ ...(manufacturer ? { manufacturer } : {}), page: pageParam }), {
        schema: MachineListPageSchema,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

/** Each manufacturer once, A–Z, with how many machines it has (the screen's chips). */
export const manufacturersQuery = () =>
  queryOptions({
    queryKey: ['machines', 'manufacturers'],
    queryFn: ({ signal }) =>
      api.get(urls.manufacturers(), { schema: MachineManufacturersSchema, signal }),
    select: (data) => data.items,
  });
