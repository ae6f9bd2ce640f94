import { RouterProvider } from 'react-router/dom';
import { mountApp } from '@toolbox/web/mount';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { afterFirstScreen } from './lib/offline/first-screen';
import { registerServiceWorker } from './lib/offline/register';

mountApp(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
);

registerServiceWorker(afterFirstScreen(router));
