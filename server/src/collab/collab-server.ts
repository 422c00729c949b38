import type { FastifyInstance } from 'fastify';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { isCrossOrigin, ownOrigin } from '../plugins/security';
import { attachCollab } from './attach';

export interface CollabOptions {
  extensions: Extension[];
  /** Builds the connection context from the upgrade request (session), or throws a Response. */
  authenticateUpgrade?: (request: Request) => Promise<Record<string, unknown>>;
}

function refuse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain' } });
}

/**
 * The collaboration server: Hocuspocus on /collab of the app's own HTTP server. It only syncs;
 * access, persistence, projection and Redis fan-out are extensions.
 */
export function createCollab(app: FastifyInstance, options: CollabOptions) {
  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: app.config.COLLAB_STORE_DEBOUNCE_MS,
    maxDebounce: Math.max(app.config.COLLAB_STORE_DEBOUNCE_MS * 4, 2_000),
    extensions: options.extensions,
  });

  let attached: ReturnType<typeof attachCollab> | undefined;

  app.addHook('onReady', async () => {
    attached = attachCollab(app.server, hocuspocus, async (request) => {
      const url = new URL(request.url);
      const expected = ownOrigin(
        { protocol: url.protocol === 'wss:' || url.protocol === 'https:' ? 'https' : 'http', host: url.host },
        app.config.PUBLIC_URL,
      );
      const headers = {
        origin: request.headers.get('origin'),
        'sec-fetch-site': request.headers.get('sec-fetch-site'),
      };
      if (isCrossOrigin(headers, expected)) throw refuse(403, 'Cross-origin WebSocket refused');
      return options.authenticateUpgrade ? options.authenticateUpgrade(request) : {};
    });
  });

  app.addHook('preClose', async () => {
    hocuspocus.flushPendingStores();
    await waitForUnload(hocuspocus);
    attached?.close();
  });

  return hocuspocus;
}

/** Closes every connection and resolves once the last document has been stored and unloaded. */
async function waitForUnload(hocuspocus: Hocuspocus, timeoutMs = 10_000): Promise<void> {
  if (hocuspocus.getDocumentsCount() === 0) return;
  const deadline = Date.now() + timeoutMs;
  hocuspocus.closeConnections();
  hocuspocus.flushPendingStores();
  while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
