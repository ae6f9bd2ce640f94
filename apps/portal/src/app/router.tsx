import type { RouteObject } from 'react-router';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingPanel } from '../components/loading-panel';
import { RequireAdmin } from '../lib/auth/require-admin';
import { RouteError } from './layout/route-error';
// The sign-in page is the first page of most visits: in the entry chunk, not one request later.
import { Component as Login } from './routes/login';

/**
 * Every screen is its own chunk (`lazy`). Protected screens sit under the admin guard and the
 * shell; add a screen here and its entry in layout/nav-items.ts.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingPanel fullScreen />,
    children: [
      { path: '/login', Component: Login },
      { path: '/unauthorized', lazy: () => import('./routes/unauthorized') },
      { path: '/app/privacy', lazy: () => import('./routes/privacy') },
      { path: '/app/data-disclosure', lazy: () => import('./routes/data-disclosure') },
      { path: '/reset-password', lazy: () => import('./routes/reset-password') },
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      {
        element: <RequireAdmin />,
        children: [
          // Print-ready, so outside the shell: the page is the paper (issue #22 item 2).
          {
            path: '/machine-types/labels/print',
            lazy: () => import('./routes/machine-labels-print'),
          },
          {
            lazy: () => import('./layout/shell').then(({ Shell }) => ({ Component: Shell })),
            children: [
              { path: '/dashboard', lazy: () => import('./routes/dashboard') },
              { path: '/users', lazy: () => import('./routes/users') },
              { path: '/users/add', lazy: () => import('./routes/user-add') },
              { path: '/users/edit/:id', lazy: () => import('./routes/user-edit') },
              { path: '/users/:id', lazy: () => import('./routes/user-detail') },
              { path: '/documents', lazy: () => import('./routes/documents') },
              { path: '/documents/upload', lazy: () => import('./routes/document-upload') },
              { path: '/documents/:id', lazy: () => import('./routes/document-detail') },
              { path: '/documents/:id/update', lazy: () => import('./routes/document-update') },
              { path: '/software', lazy: () => import('./routes/software') },
              { path: '/software/upload', lazy: () => import('./routes/software-upload') },
              { path: '/software/:id', lazy: () => import('./routes/software-detail') },
              { path: '/software/:id/edit', lazy: () => import('./routes/software-edit') },
              { path: '/machine-types', lazy: () => import('./routes/machine-types') },
              { path: '/machine-types/add', lazy: () => import('./routes/machine-add') },
              { path: '/machine-types/labels', lazy: () => import('./routes/machine-labels') },
              { path: '/machine-types/edit/:id', lazy: () => import('./routes/machine-edit') },
              { path: '/machine-types/:id', lazy: () => import('./routes/machine-detail') },
              { path: '/troubleshooting', lazy: () => import('./routes/troubleshooting') },
              {
                path: '/troubleshooting/settings',
                lazy: () => import('./routes/troubleshooting-settings'),
              },
              {
                path: '/machine-select-for-guide',
                lazy: () => import('./routes/machine-select-for-guide'),
              },
              {
                path: '/troubleshooting/:machineId',
                lazy: () => import('./routes/troubleshooting-machine'),
              },
              {
                path: '/troubleshooting/:machineId/add',
                lazy: () => import('./routes/troubleshooting-guide-add'),
              },
              {
                path: '/troubleshooting/:machineId/edit/:guideId',
                lazy: () => import('./routes/troubleshooting-guide-edit'),
              },
              {
                path: '/troubleshooting/:machineId/import',
                lazy: () => import('./routes/troubleshooting-import'),
              },
              { path: '/maintenance', lazy: () => import('./routes/maintenance') },
              { path: '/parts', lazy: () => import('./routes/parts') },
              {
                path: '/machine-types/:machineId/part-diagrams/add',
                lazy: () => import('./routes/part-diagram-add'),
              },
              {
                path: '/machine-types/:machineId/part-diagrams/:diagramId',
                lazy: () => import('./routes/part-diagram-detail'),
              },
              {
                path: '/machine-types/:machineId/part-diagrams/:diagramId/edit',
                lazy: () => import('./routes/part-diagram-edit'),
              },
              { path: '/specifications', lazy: () => import('./routes/specifications') },
              { path: '/specifications/add', lazy: () => import('./routes/specification-add') },
              { path: '/settings', lazy: () => import('./routes/settings') },
              { path: '/toast-demo', lazy: () => import('./routes/toast-demo') },
              // Signed out, the guard above sends any other address to /login (SPEC.md).
              { path: '*', lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
