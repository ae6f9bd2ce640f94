import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  MachineListItem,
  MachineListQuery,
  MachineManufacturer,
  MachineName,
  MachineNamesQuery,
  Page,
} from '@toolbox/domain';
import {
  MachineListPageSchema,
  MachineManufacturersSchema,
  MachineNamesSchema,
} from '@toolbox/domain';
import { api } from '@toolbox/web/api-client';
import { getListPage } from './use-list-params';

/*
 * The machine catalogue's reads live here rather than in features/machines because every screen
 * that names machines (documents, software, the machine pickers) reads them; every key starts
 * with 'machines', so a machine write reloads them all.
 */
const MACHINE_NAMES_KEY = ['machines', 'names'] as const;
const machinePageKey = (query: MachineListQuery) => ['machines', 'list', query] as const;
const MACHINE_MANUFACTURERS_KEY = ['machines', 'manufacturers'] as const;

/** GET /api/v1/machines: one page of the catalogue, searched and filtered, with its counts. */
const getMachinePage = (
  query: MachineListQuery,
  signal?: AbortSignal,
): Promise<Page<MachineListItem>> =>
  getListPage('/api/v1/machines', MachineListPageSchema, query, signal);

/**
 * The catalogue's page for `query`, read again on every visit: its counts change with documents
 * and packages, whose writes do not touch the machines' cache.
 */
export function useMachinePage(query: MachineListQuery) {
  return useQuery(
    queryOptions({
      queryKey: machinePageKey(query),
      queryFn: ({ signal }) => getMachinePage(query, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  );
}

/** GET /api/v1/machines/manufacturers: each manufacturer once with its machine count. */
export function useMachineManufacturers() {
  return useQuery(
    queryOptions({
      queryKey: MACHINE_MANUFACTURERS_KEY,
      queryFn: ({ signal }): Promise<MachineManufacturer[]> =>
        api
          .get('/api/v1/machines/manufacturers', { schema: MachineManufacturersSchema, signal })
          .then((body) => body.items),
    }),
  );
}

/**
 * GET /api/v1/machines/names: every machine's id, manufacturer, model and category, by
 * manufacturer and model. The catalogue itself, with its counts, is read a page at a time.
 */
const getMachineNames = (query: MachineNamesQuery, signal?: AbortSignal): Promise<MachineName[]> =>
  api
    .get('/api/v1/machines/names', {
      schema: MachineNamesSchema,
      query: { ...query },
      ...(signal ? { signal } : {}),
    })
    .then((body) => body.items);

const machineNamesQueryOptions = (query: MachineNamesQuery = {}) =>
  queryOptions({
    queryKey: [...MACHINE_NAMES_KEY, query],
    queryFn: ({ signal }) => getMachineNames(query, signal),
    staleTime: 60_000,
  });

/**
 * Every machine's name (or those `having` specifications), a minute-old copy at most; a machine
 * write reloads it at once.
 */
export function useMachines(query: MachineNamesQuery = {}) {
  return useQuery(machineNamesQueryOptions(query));
}

/** "Franke A600" for a machine id, or the id itself when the catalogue does not know it. */
export function machineLabel(machines: readonly MachineName[] | undefined, id: string): string {
  const machine = machines?.find((m) => m.id === id);
  return machine ? `${machine.manufacturer} ${machine.model}` : id;
}
