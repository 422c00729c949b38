import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { staticRoutes, staticRoutesScript } from '@client/lib/pwa/static-routes';
import { SERVER_PATH_PREFIXES } from '@shared/server-paths';

type Listener = (event: unknown) => void;

/** Runs the worker's imported script in a scope of its own and returns what it listens for. */
function loadScript(script: string) {
  const listeners = new Map<string, Listener>();
  const console = { warn: vi.fn() };
  runInNewContext(script, {
    self: { addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) },
    console,
  });
  return { listeners, console };
}

/** An install event as the browser gives it; `addRoutes` only where the browser has static routes. */
function installEvent(addRoutes?: (routes: unknown) => Promise<void>) {
  const waited: Promise<unknown>[] = [];
  return { event: { addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) }, waited };
}

describe("the service worker's static routes", () => {
  const routes = staticRoutes(SERVER_PATH_PREFIXES);

  it('send the hashed build files to the cache and every path the server answers to the network', () => {
    expect(routes[0]).toEqual({ condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' });
    const network = routes.find((route) => route.source === 'network');
    expect(network?.condition.or?.map((condition) => condition.urlPattern.pathname)).toEqual(
      SERVER_PATH_PREFIXES.map((prefix) => `${prefix}*`),
    );
  });

  it('leave navigations to the worker, which answers them with the app shell it keeps', () => {
    for (const route of routes) expect(route.condition.requestMode).toBeUndefined();
    const shellPaths = ['/', '/dashboard', '/maps/1', '/index.html', '/sw.js', '/manifest.webmanifest'];
    const patterns = routes
      .flatMap((route) => [
        route.condition.urlPattern?.pathname,
        ...(route.condition.or ?? []).map((condition) => condition.urlPattern.pathname),
      ])
      .filter((pattern) => pattern !== undefined);
    expect(patterns).toHaveLength(1 + SERVER_PATH_PREFIXES.length);
    for (const pattern of patterns) {
      const prefix = pattern.replace(/\*$/, '');
      for (const shellPath of shellPaths) expect(shellPath.startsWith(prefix)).toBe(false);
    }
  });

  it('are added while the worker installs, where the browser has them', async () => {
    const { listeners } = loadScript(staticRoutesScript(routes));
    const added: unknown[] = [];
    const { event, waited } = installEvent(async (given) => {
      added.push(given);
    });
    listeners.get('install')!(event);
    await Promise.all(waited);
    expect(added).toEqual([routes]);
  });

  it('leave the install alone where the browser has no static routes, and do not fail it when refused', async () => {
    const { listeners, console } = loadScript(staticRoutesScript(routes));
    const without = installEvent();
    listeners.get('install')!(without.event);
    expect(without.waited).toEqual([]);

    const refused = installEvent(() => Promise.reject(new TypeError('bad route')));
    listeners.get('install')!(refused.event);
    await expect(Promise.all(refused.waited)).resolves.toBeDefined();
    expect(console.warn).toHaveBeenCalledWith('Static routes refused', expect.any(TypeError));
  });
});
