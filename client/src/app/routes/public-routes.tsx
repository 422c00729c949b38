import type { RouteObject } from 'react-router-dom';
import { HomePage } from './home';

/** Marketing, legal, demo and purchase-path pages: header and footer layout, no sign-in needed. */
export const publicRoutes: RouteObject[] = [{ path: '/', element: <HomePage /> }];
