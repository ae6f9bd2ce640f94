import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './layout/app-shell';
import { RequireUser } from './layout/require-user';
import { RouteError } from './layout/route-error';

/** Every screen is its own chunk, loaded when first visited (and precached for offline use). */
export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/login', lazy: () => import('./routes/login') },
        {
          element: <RequireUser />,
          children: [
            {
              element: <AppShell />,
              children: [
                { index: true, lazy: () => import('./routes/home') },
                { path: '/machines', lazy: () => import('./routes/machines') },
                { path: '/machines/:machineId', lazy: () => import('./routes/machine') },
                {
                  path: '/machines/:machineId/guides/:guideId',
                  lazy: () => import('./routes/guide'),
                },
                {
                  path: '/machines/:machineId/part-diagrams/:diagramId',
                  lazy: () => import('./routes/part-diagram'),
                },
                { path: '/documents', lazy: () => import('./routes/documents') },
                { path: '/documents/:id', lazy: () => import('./routes/document') },
                { path: '/software', lazy: () => import('./routes/software-list') },
                { path: '/software/:id', lazy: () => import('./routes/software') },
                { path: '/offline', lazy: () => import('./routes/offline') },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ],
  { basename: '/toolbox' },
);
