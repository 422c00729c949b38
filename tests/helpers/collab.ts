import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { COLLAB_RECONNECT } from '@client/lib/collab/collab-socket';
import { HEARTBEAT_PING, pongServerTime } from '@shared/presence';
import { eventually, type HttpClient } from './http';

/**
 * A WebSocket class that connects to the server `route` names for each attempt, sends a browser's Cookie
 * and Origin headers (for that server) on the upgrade and reports the HTTP status of an upgrade the server
 * refuses.
 */
function webSocketWith(
  route: () => string,
  headersFor: (baseUrl: string) => Record<string, string>,
  onRefused: (status: number) => void,
) {
  return class extends WebSocket {
    constructor(_url: string, protocols?: string | string[]) {
      const baseUrl = route();
      super(`${baseUrl.replace(/^http/, 'ws')}/collab`, protocols, { headers: headersFor(baseUrl) });
      // The provider handles failures through its own handlers, and removes them when destroyed; closing a
      // socket still connecting then emits an 'error' nobody would hear, which would end the process.
      this.on('error', () => undefined);
      this.on('unexpected-response', (_request, response) => {
        onRefused(response.statusCode ?? 0);
        // With a listener for the refusal, ws leaves ending the handshake to it.
        this.terminate();
      });
    }
  };
}

export interface DocumentClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Set when the server refused the document. */
  refused: () => string | null;
  /** The HTTP status the server refused the socket's upgrade with, once it has. */
  upgradeRefused: () => number | null;
  synced(): Promise<void>;
  /** Resolves once every local change was acknowledged by the server. */
  acknowledged(): Promise<void>;
  /**
   * Resolves once the server has handled every message this client sent before the call, and this client
   * has received what the server answered to them: the server handles a connection's messages one at a
   * time, in order, and answers a heartbeat ping sent after them on the same connection.
   */
  processed(): Promise<void>;
  close(): void;
}

export interface OpenDocumentOptions {
  client?: HttpClient;
  origin?: string;
  doc?: Y.Doc;
  bearer?: string;
  /**
   * The server of each connection attempt (its base URL), as a load balancer in front of several instances
   * chooses it; the socket then reconnects like the browser app's, on the app's schedule, instead of giving
   * up after one attempt.
   */
  route?: () => string;
}

/**
 * Opens a document over /collab like the browser app does, with the client's session cookie, or like a
 * script does, with a personal API token (`bearer`).
 */
export function openDocument(
  baseUrl: string,
  name: string,
  options: OpenDocumentOptions = {},
): DocumentClient {
  const headersFor = (server: string) => {
    const headers: Record<string, string> = { origin: options.origin ?? new URL(server).origin };
    if (options.bearer !== undefined) headers.authorization = `Bearer ${options.bearer}`;
    if (options.client && options.client.cookies.size > 0) {
      headers.cookie = [...options.client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    return headers;
  };
  let upgradeStatus: number | null = null;
  const socket = new HocuspocusProviderWebsocket({
    url: `${baseUrl.replace(/^http/, 'ws')}/collab`,
    WebSocketPolyfill: webSocketWith(
      options.route ?? (() => baseUrl),
      headersFor,
      (status) => (upgradeStatus = status),
    ),
    ...(options.route ? COLLAB_RECONNECT : { maxAttempts: 1 }),
  });
  const doc = options.doc ?? new Y.Doc();
  let refusal: string | null = null;
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name,
    document: doc,
    onAuthenticationFailed: ({ reason }) => {
      refusal = reason || 'refused';
    },
  });
  let pings = 0;
  let pongs = 0;
  provider.on('stateless', ({ payload }: { payload: string }) => {
    if (pongServerTime(payload) !== null) pongs += 1;
  });
  provider.attach();
  return {
    doc,
    provider,
    socket,
    refused: () => refusal,
    upgradeRefused: () => upgradeStatus,
    async synced() {
      await eventually(() => {
        if (refusal) throw new Error(`The server refused ${name}: ${refusal}`);
        return provider.isSynced;
      }, 10_000);
    },
    async acknowledged() {
      await eventually(() => !provider.hasUnsyncedChanges, 10_000);
    },
    async processed() {
      const ping = (pings += 1);
      provider.sendStateless(HEARTBEAT_PING);
      // Pongs come back in the order of the pings.
      await eventually(() => pongs >= ping, 10_000);
    },
    close() {
      provider.destroy();
      socket.destroy();
    },
  };
}
