import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, isPagePath } from '@shared/page-paths';
import { appRoutes } from '@client/app/routes/app-routes';
import { publicRoutes } from '@client/app/routes/public-routes';

const routes = [...publicRoutes, ...appRoutes];

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

describe('the page paths the server knows', () => {
  it('are exactly the paths of the client router', () => {
    expect(pathsOf(routes).sort()).toEqual(Object.values(PAGE_PATHS).sort());
  });

  it.each([
    '/',
    '/about',
    '/ABOUT/',
    '/maps/abc',
    '/maps',
    '/maps/abc/def',
    '/todos/x',
    '/todo/x',
    '/todo',
    '/payments/1',
    '/admin',
    '/nope',
    '/kanban/%20',
    '//about',
    '/maps//',
    '/about//',
  ])('match %s as the router does', (address) => {
    expect(isPagePath(address)).toBe(matchRoutes(routes, address) !== null);
  });

  it('refuses a malformed escape without throwing', () => {
    expect(isPagePath('/%E0%A4%A')).toBe(false);
  });
});
