import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Server as HttpServer } from 'node:http';
import type { Hocuspocus, WebSocketLike } from '@hocuspocus/server';
import crossws from 'crossws/adapters/node';

export const COLLAB_PATH = '/collab';

/** Largest WebSocket message accepted: enough for a full sync after a long offline session. */
export const COLLAB_MAX_MESSAGE_BYTES = 32 * 1024 * 1024;

export interface UpgradeGuard {
  /**
   * Resolves to a context for the connection, or rejects with a Response that refuses the upgrade.
   * `client` is the raw request, for the address it came from.
   */
  (request: Request, client: IncomingMessage): Promise<object>;
}

/** The upgrade as a web Request, as crossws would make it; throws when its Host makes no URL. */
function webRequestOf(request: IncomingMessage): Request {
  const secure = (request.socket as { encrypted?: boolean }).encrypted === true;
  const protocol = secure || request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(`${protocol}://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
    headers,
  });
}

/**
 * Serves Hocuspocus on the HTTP server's `upgrade` event at COLLAB_PATH, sharing the port with Fastify.
 * Other upgrade paths are refused.
 */
export function attachCollab(server: HttpServer, hocuspocus: Hocuspocus, guard: UpgradeGuard) {
  const connections = new Map<string, ReturnType<Hocuspocus['handleConnection']>>();
  const clients = new WeakMap<Request, IncomingMessage>();

  const ws = crossws({
    serverOptions: { maxPayload: COLLAB_MAX_MESSAGE_BYTES },
    hooks: {
      async upgrade(request) {
        return { context: { collab: await guard(request, clients.get(request as Request)!) } };
      },
      open(peer) {
        const connection = hocuspocus.handleConnection(
          peer.websocket as unknown as WebSocketLike,
          peer.request as Request,
          (peer.context.collab as object | undefined) ?? {},
        );
        connections.set(peer.id, connection);
      },
      message(peer, message) {
        connections.get(peer.id)?.handleMessage(message.uint8Array());
      },
      close(peer, event) {
        connections.get(peer.id)?.handleClose({ code: event.code ?? 1000, reason: event.reason ?? '' });
        connections.delete(peer.id);
      },
      error(peer) {
        connections.get(peer.id)?.handleClose({ code: 1011, reason: 'error' });
        connections.delete(peer.id);
      },
    },
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node hands an upgrade's socket over without its error listener: a client gone before the answer is
    // written (a refusal, after the guard's lookups) would otherwise throw out of the process.
    socket.on('error', () => socket.destroy());
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== COLLAB_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    let webRequest: Request;
    try {
      webRequest = webRequestOf(request);
    } catch {
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
      return;
    }
    clients.set(webRequest, request);
    void ws.handleUpgrade(request, socket, head, webRequest);
  };
  server.on('upgrade', onUpgrade);

  return {
    /** Closes every live socket; used at shutdown after documents were flushed. */
    close() {
      server.off('upgrade', onUpgrade);
      ws.closeAll(1001, 'Server shutting down', true);
    },
  };
}
