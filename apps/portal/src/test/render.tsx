import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import type { InitialEntry, RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { theme } from '../app/theme';
import { SessionWatcher } from '../lib/auth/session-watcher';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function TestProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <SessionWatcher />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

/** Renders routes in a memory router with the portal's providers (Mantine in test mode). */
export function renderRoutes(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    queryClient = createTestQueryClient(),
  }: { initialEntries?: InitialEntry[]; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router, queryClient };
}

/** A route that shows where it is and the state it was reached with. */
export function probe(path: string, label: string): RouteObject {
  return { path, Component: () => <ProbePage label={label} /> };
}

function ProbePage({ label }: { label: string }) {
  const { state } = useLocation() as { state: { from?: { pathname?: string } } | null };
  return (
    <>
      <h1>{label}</h1>
      <p data-testid="from">{state?.from?.pathname ?? ''}</p>
    </>
  );
}
