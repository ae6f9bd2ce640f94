// The rest of Mantine's sheet comes with the shell and the other public pages (decision 022).
import '@toolbox/web/mantine-first-page.css';
import '@toolbox/web/color-scheme.css';
import '@toolbox/web/focus.css';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver } from '@toolbox/web/theme';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '@toolbox/web/toasts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SplashScreen } from '../components/splash-screen';
import { createQueryClient } from '../lib/query-client';
import { SessionWatcher } from '../lib/auth/session-watcher';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        {children}
        <AppToaster />
        <SplashScreen />
      </QueryClientProvider>
    </MantineProvider>
  );
}
