import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireUser } from './layout/require-user';
import { RouteError } from './layout/route-error';
import { BASE_PATH, paths, routes } from '@/paths';

/** Every screen is its own chunk, loaded when first visited (and precached for offline use). */
export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      children: [
        { path: routes.login, lazy: () => import('./routes/login') },
        {
          element: <RequireUser />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, lazy: () => import('./routes/home') },
                { path: routes.machines, lazy: () => import('./routes/machines') },
                { path: routes.machine, lazy: () => import('./routes/machine') },
                {
                  path: routes.guide,
                  lazy: () => import('./routes/guide'),
                },
                {
                  path: routes.partDiagram,
                  lazy: () => import('./routes/part-diagram'),
                },
                { path: routes.documents, lazy: () => import('./routes/documents') },
                { path: routes.document, lazy: () => import('./routes/document') },
                { path: routes.softwareList, lazy: () => import('./routes/software-list') },
                { path: routes.software, lazy: () => import('./routes/software') },
                { path: routes.offline, lazy: () => import('./routes/offline') },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to={paths.home()} replace /> },
      ],
    },
  ],
  { basename: BASE_PATH },
);
