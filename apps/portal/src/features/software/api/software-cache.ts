import type { QueryClient } from '@tanstack/react-query';
import type { SoftwareItem, SoftwareListQuery } from '@toolbox/domain';
import { SoftwareItemSchema } from '@toolbox/domain';
import { z } from 'zod';

/** The software feature's cache keys; every key starts with 'software'. */
export const softwareKeys = {
  all: ['software'] as const,
  lists: () => ['software', 'list'] as const,
  list: (query: SoftwareListQuery) => ['software', 'list', query] as const,
  facets: () => ['software', 'facets'] as const,
  detail: (id: string) => ['software', 'detail', id] as const,
};

/** The dashboard's key: its software card and recent activity count packages. */
const DASHBOARD_KEY = ['dashboard'] as const;

export const softwarePath = (id: string) => `/api/v1/software/${encodeURIComponent(id)}`;

/** The `{ software }` answer of every call that returns one package. */
export const SoftwareEnvelope = z
  .object({ software: SoftwareItemSchema })
  .transform(({ software }) => software);

/** After a package was added: its page shows it at once; lists, facets and the dashboard reload. */
export async function softwareAdded(queryClient: QueryClient, software: SoftwareItem) {
  queryClient.setQueryData(softwareKeys.detail(software.id), software);
  await refreshAround(queryClient);
}

/**
 * After a package was deleted: lists, facets and the dashboard reload. Its own page is left
 * alone while it is still on screen (forgetting it there would refetch it and flash a 404);
 * `forgetSoftware` drops it once the screen has moved on.
 */
export async function softwareRemoved(queryClient: QueryClient) {
  await refreshAround(queryClient);
}

/** Drops a deleted package's cached record, so going back to its page asks the server again. */
export function forgetSoftware(queryClient: QueryClient, id: string) {
  queryClient.removeQueries({ queryKey: softwareKeys.detail(id) });
}

async function refreshAround(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: softwareKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: softwareKeys.facets() }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  ]);
}
