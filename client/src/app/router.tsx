import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes/app-routes';
import { publicRoutes } from './routes/public-routes';
import { NotFoundPage } from './routes/not-found';

export const router = createBrowserRouter([
  ...publicRoutes,
  ...appRoutes,
  { path: '*', element: <NotFoundPage /> },
]);
