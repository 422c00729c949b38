import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** Loads a page's code only when its route is first visited, so each page is its own chunk. */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] });
}
