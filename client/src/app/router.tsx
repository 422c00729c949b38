import { createBrowserRouter, Outlet } from 'react-router-dom';
import { NavigationProgress } from '@client/components/layout/navigation-progress';
import { appRoutes } from './routes/app-routes';
import { publicRoutes } from './routes/public-routes';
import { NotFoundPage } from './routes/not-found';
import { RouteFallback } from './routes/route-fallback';

export const router = createBrowserRouter([
  {
    // Shown while the first page's code loads (every page is its own chunk).
    HydrateFallback: RouteFallback,
    element: (
      <>
        <NavigationProgress />
        <Outlet />
      </>
    ),
    children: [...publicRoutes, ...appRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]);
