import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { FullScreenLoader } from '@/components/loading-panel';
import { RequireUser } from './layout/require-user';
import { RouteError } from './layout/route-error';
import { BASE_PATH, paths, routes } from '@/paths';
// The sign-in form is a signed-out visitor's first page: in the entry chunk.
import { Component as Login } from './routes/login';

/*
 * The shell and the home screen are React.lazy rather than the router's `lazy`: the router imports
 * the module of every route the address matches before it renders, so a signed-out visitor's first
 * page fetched the shell and the home screen although RequireUser sends it to the sign-in form
 * (issue #19 item 8). Rendered only once RequireUser lets someone in, they load only then.
 */
const importHome = () => import('./routes/home');
const AppShell = lazy(() => {
  // The home screen is fetched beside the shell rather than once the shell has rendered.
  void importHome();
  return import('./layout/app-shell').then(({ AppShell }) => ({ default: AppShell }));
});
const Home = lazy(() => importHome().then(({ Component }) => ({ default: Component })));

/** Every screen is its own chunk, loaded when first visited (and precached for offline use). */
export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      children: [
        { path: routes.login, Component: Login },
        {
          element: <RequireUser />,
          children: [
            {
              element: (
                <Suspense fallback={<FullScreenLoader />}>
                  <AppShell />
                </Suspense>
              ),
              children: [
                // Inside the shell's own Suspense, around its page.
                { index: true, element: <Home /> },
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
                { path: routes.scan, lazy: () => import('./routes/scan') },
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
