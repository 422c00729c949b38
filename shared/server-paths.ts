/**
 * Paths the server answers itself (REST, the contract's functions, live documents, the API reference,
 * the health check). Every other GET is a page of the app: the server answers it with index.html, and
 * the service worker with its cached copy.
 */
export const SERVER_PATH_PREFIXES = ['/api/', '/.netlify/', '/collab', '/docs/api', '/health'] as const;

export function isServerPath(url: string): boolean {
  return SERVER_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
}
