// The rest of Mantine's sheet comes with the shell and the other public pages (decision 022).
import '@toolbox/web/mantine-first-page.css';
import '@toolbox/web/color-scheme.css';
import '@toolbox/web/focus.css';
import './touch.css';
import { MantineProvider } from '@mantine/core';
import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isApiError } from '@toolbox/client/http';
import { API_ERROR_CODES } from '@toolbox/domain/plain';
import { AppToaster } from '@toolbox/web/toasts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { cssVariablesResolver } from '@toolbox/web/theme';
import { theme } from './theme';

/** The toolbox's query client; exported for its tests. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        // Administrators must now use two-factor sign-in (decision 030): the session, asked
        // again, says so, and the guard shows where to set it up.
        if (isApiError(error) && error.code === API_ERROR_CODES.twoFactorSetupRequired) {
          void client.invalidateQueries({ queryKey: ['session'] });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; a lost network is retried when it comes back.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400),
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  return client;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        {/* Within reach of a thumb on a phone. */}
        <AppToaster position="bottom-center" />
      </QueryClientProvider>
    </MantineProvider>
  );
}
