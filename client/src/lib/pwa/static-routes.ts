/**
 * A static route of the service worker (InstallEvent.addRoutes, Chromium 123 and later): requests the
 * browser answers as the rule says without starting the worker or running its fetch handler.
 */
export interface StaticRoute {
  condition: {
    requestMode?: RequestMode;
    urlPattern?: { pathname: string };
    or?: { urlPattern: { pathname: string } }[];
  };
  source: 'network' | 'cache' | 'fetch-event' | 'race-network-and-fetch-handler';
}

/**
 * The worker is there to keep the app shell for offline use; on the way to a page it only costs time. A
 * tab it controls waits for it to start (tens of milliseconds) before any request goes out, and then each
 * script is handed through it. These routes take that off the way:
 * - the build's files under /assets/ carry their content's hash in their names and never change, so the
 *   browser reads them from the worker's cache itself (and from the network when the cache lacks one);
 * - what the server answers (REST, the API reference, the health check) goes straight to the network, as
 *   the worker would pass it on anyway.
 * Navigations still go to the worker, which answers them with the app shell it keeps: a tab always runs
 * the build whose every file is on the device, online or not.
 */
export function staticRoutes(serverPathPrefixes: readonly string[]): StaticRoute[] {
  return [
    { condition: { urlPattern: { pathname: '/assets/*' } }, source: 'cache' },
    {
      condition: { or: serverPathPrefixes.map((prefix) => ({ urlPattern: { pathname: `${prefix}*` } })) },
      source: 'network',
    },
  ];
}

/**
 * The script the generated worker imports: it adds the routes while the worker installs, where the
 * browser has them; elsewhere (and if the browser refuses them) the worker handles every request itself,
 * as before. Made at build time (vite.config.ts), so the routes follow the server's paths
 * (SERVER_PATH_PREFIXES).
 */
export function staticRoutesScript(routes: readonly StaticRoute[]): string {
  return `self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(${JSON.stringify(routes)}).catch((error) => console.warn('Static routes refused', error)));
});
`;
}
