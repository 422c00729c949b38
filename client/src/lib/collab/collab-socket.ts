import { HocuspocusProviderWebsocket, WebSocketStatus } from '@hocuspocus/provider';

/** Path of the collaboration endpoint on the app's own origin (server/src/collab/attach.ts). */
export const COLLAB_PATH = '/collab';

/** Reconnect schedule: first retry soon, then doubling with jitter up to 15 s, and never giving up. */
export const COLLAB_RECONNECT = {
  initialDelay: 0,
  delay: 500,
  minDelay: 500,
  factor: 2,
  maxDelay: 15_000,
  jitter: true,
  maxAttempts: 0,
};

export type ReconnectOptions = typeof COLLAB_RECONNECT;

export interface CollabSocketOptions {
  url: string;
  /** A WebSocket class; tests pass one that sends the Cookie and Origin headers a browser would. */
  WebSocketPolyfill?: unknown;
  reconnect?: Partial<ReconnectOptions>;
}

/** `ws(s)://<host>/collab` for the page's own location: the session cookie only goes to the app's origin. */
export function collabSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${COLLAB_PATH}`;
}

/** A socket that carries any number of documents; it connects at once and reconnects with backoff. */
export function createCollabSocket(options: CollabSocketOptions): HocuspocusProviderWebsocket {
  return new HocuspocusProviderWebsocket({
    url: options.url,
    ...COLLAB_RECONNECT,
    ...options.reconnect,
    ...(options.WebSocketPolyfill ? { WebSocketPolyfill: options.WebSocketPolyfill } : {}),
  });
}

let shared: HocuspocusProviderWebsocket | null = null;

/** Skips the rest of a long backoff wait when the browser says the network is back. */
function reconnectNow(): void {
  if (shared?.shouldConnect && shared.status !== WebSocketStatus.Connected) void shared.connect();
}

/** The one WebSocket every open document of this tab shares, created on first use. */
export function getCollabSocket(): HocuspocusProviderWebsocket {
  if (!shared) {
    shared = createCollabSocket({ url: collabSocketUrl(window.location) });
    window.addEventListener('online', reconnectNow);
  }
  return shared;
}

/**
 * Closes the shared socket; the next getCollabSocket() opens a new one. Needed when the signed-in user
 * changes, since the server reads the session cookie once, when the socket opens.
 */
export function resetCollabSocket(): void {
  if (!shared) return;
  window.removeEventListener('online', reconnectNow);
  shared.destroy();
  shared = null;
}
