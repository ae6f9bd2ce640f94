import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router';
import { theme } from '@/app/theme';

/** A screen in a memory router with the toolbox's providers; queries fail at once, never retry. */
export function renderScreen(
  routes: RouteObject[],
  { initialEntries = ['/'] }: { initialEntries?: InitialEntry[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}

/** A route that only says where the router went. */
export const landing = (path: string) => ({
  path,
  Component: () => <h1>Landed on {path}</h1>,
});
