import type { RouteObject } from 'react-router-dom';

/** Sign-in pages and the access-gated app pages with the sidebar. */
export const appRoutes: RouteObject[] = [];
