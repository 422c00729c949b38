import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Hocuspocus, type Extension } from '@hocuspocus/server';
import { Redis } from '@hocuspocus/extension-redis';
import * as Y from 'yjs';
import { DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import { HttpError } from '../http-errors';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE, type SignedIn } from '../plugins/app/auth';
import { isCrossOrigin, ownOrigin } from '../plugins/security';
import {
  bearerSecret,
  recordTokenUse,
  resolveApiToken,
  TOKEN_INVALID,
} from '../plugins/app/tokens/token-auth';
import { attachCollab } from './attach';
import { createAuthExtension, type CollabContext } from './auth-extension';
import { documentAccess } from './document-access';
import { createHeartbeatExtension } from './heartbeat-extension';
import { createPersistence } from './persistence-extension';
import { createProjector } from './projection/projector';
import { rebuildProjections } from './projection/rebuild';
import { createListProgressNotices } from './projection/list-progress';
import { createTodoCardSync } from '../plugins/app/boards/todo-card-sync';
import { createUpdateLog } from './update-log';

export interface Collab {
  hocuspocus: Hocuspocus;
  /**
   * Changes a document the way a live editor would (connected editors see it at once) and resolves once
   * the change is stored and projected, so the next REST read returns it.
   */
  withDocument<T>(documentName: string, change: (document: Y.Doc) => T): Promise<T>;
  /** Disconnects every editor of a document (it was deleted). */
  closeDocument(documentName: string): void;
  /**
   * Loads document `documentName` into memory ahead of its page's socket, when the signed-in user of
   * `session` (a request's, already resolved) may open it, and keeps it there for `holdMs`. Resolves once
   * decided (and loaded); never rejects.
   */
  preload(documentName: string, session: Pick<SignedIn, 'context' | 'plan'>, holdMs?: number): Promise<void>;
}

/**
 * How long a document loaded ahead of its page stays loaded waiting for the page's socket, which opens
 * once the page's script has run (about a second later on a slow device, more on a bad network).
 */
export const PRELOAD_HOLD_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    collab: Collab;
  }
}

/** An update that changes nothing: no structs, no deletions. */
const EMPTY_UPDATE_LENGTH = 2;

function refuse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain' } });
}

/**
 * The collaboration server: Hocuspocus on /collab of the app's own HTTP server. It only syncs; access,
 * persistence with projection, and Redis fan-out are extensions.
 */
export default fp(async function collab(app: FastifyInstance) {
  const updateLog = createUpdateLog(app.repos.documents);
  // Set once shutdown starts: no new sockets or documents, so the open ones can be stored and unloaded.
  let closing = false;
  /** Documents loaded ahead of their page (Collab.preload), with how to let each go. */
  const preloaded = new Map<string, () => Promise<void>>();
  const listProgress = createListProgressNotices(app);
  const todoCardSync = createTodoCardSync(app);
  const persistence = createPersistence(
    app,
    updateLog,
    createProjector(app, {
      onCommitted(documentName, document, changes) {
        if (changes.workspaceId) void app.dataVersions.bump(changes.workspaceId);
        listProgress(documentName, document);
        todoCardSync(documentName, changes);
      },
    }),
  );
  const extensions: Extension[] = [
    createAuthExtension(app, { isClosing: () => closing }),
    persistence.extension,
    createHeartbeatExtension(),
  ];
  if (app.config.REDIS_URL) {
    const url = new URL(app.config.REDIS_URL);
    const redis = new Redis({
      host: url.hostname,
      port: Number(url.port || 6379),
      options: { password: url.password || undefined, db: Number(url.pathname.slice(1) || 0) },
      prefix: `mindlane:${app.config.DATABASE_SCHEMA}`,
      // Its default of a second after each store would hold every REST write that long.
      disconnectDelay: 50,
    });
    // Its connections reconnect by themselves; while Redis is away each failure is logged, once, here.
    for (const connection of [redis.pub, redis.sub]) {
      connection.on('error', (error: Error) => app.log.warn({ err: error }, 'Live documents: Redis error'));
    }
    extensions.push(redis);
  }

  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: app.config.COLLAB_STORE_DEBOUNCE_MS,
    // A document edited without pause is still stored this often; every update is in the log meanwhile.
    maxDebounce: Math.max(app.config.COLLAB_STORE_MAX_DELAY_MS, app.config.COLLAB_STORE_DEBOUNCE_MS),
    extensions,
  });

  app.decorate('collab', {
    hocuspocus,
    async withDocument(documentName, change) {
      const connection = await hocuspocus.openDirectConnection(documentName, { system: true });
      let result: ReturnType<typeof change> | undefined;
      try {
        const document = connection.document;
        if (!document || persistence.isFull(documentName))
          throw new HttpError(413, DOCUMENT_TOO_LARGE_REASON);
        const before = Y.encodeStateVector(document);
        await connection.transact((doc) => {
          result = change(doc);
        });
        const update = Y.encodeStateAsUpdate(document, before);
        // Saved here, not left to the store hooks: with several instances, the Redis extension skips a
        // store while another instance holds the document's lock, and this write must not wait on that.
        if (update.length > EMPTY_UPDATE_LENGTH) {
          await persistence.saveWrite(documentName, document, update);
        }
      } finally {
        await connection.disconnect({ unloadImmediately: false });
      }
      return result as ReturnType<typeof change>;
    },
    closeDocument(documentName) {
      hocuspocus.closeConnections(documentName);
    },
    async preload(documentName, session, holdMs = PRELOAD_HOLD_MS) {
      if (closing || preloaded.has(documentName)) return;
      try {
        const access = await documentAccess(app, session.context, documentName, session.plan);
        if (!access || closing || preloaded.has(documentName)) return;
        const connection = await hocuspocus.openDirectConnection(documentName, { system: true });
        // Another request for the page loaded it meanwhile: that one holds it.
        if (preloaded.has(documentName)) {
          await connection.disconnect();
          return;
        }
        const release = async () => {
          preloaded.delete(documentName);
          clearTimeout(timer);
          await connection.disconnect();
        };
        const timer = setTimeout(() => void release().catch(() => undefined), holdMs);
        timer.unref();
        preloaded.set(documentName, release);
      } catch (error) {
        // Only an earlier start is lost: the page's socket loads the document (and reports any failure).
        app.log.warn({ err: error, documentName }, 'Loading a document ahead of its page failed');
      }
    },
  } satisfies Collab);

  let attached: ReturnType<typeof attachCollab> | undefined;
  app.addHook('onReady', async () => {
    await rebuildProjections(app);
    attached = attachCollab(app.server, hocuspocus, async (request): Promise<CollabContext> => {
      if (closing) throw refuse(503, 'Server shutting down');
      // An API token (sent by scripts, never by a browser) is the only credential of its socket.
      const bearer = bearerSecret(request.headers.get('authorization') ?? undefined);
      if (bearer !== undefined) {
        const tokenAuth = await resolveApiToken(app, bearer);
        if (!tokenAuth) throw refuse(401, TOKEN_INVALID);
        await recordTokenUse(app, tokenAuth);
        return { credential: 'token', token: bearer, userId: tokenAuth.user.id };
      }
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
      const cookies = app.parseCookie(request.headers.get('cookie') ?? '');
      const token = cookies[SECURE_SESSION_COOKIE] ?? cookies[SESSION_COOKIE];
      // From the per-process session cache, as REST requests: any change of access retires its entries.
      const auth = token ? ((await app.signedIn(token))?.context ?? null) : null;
      if (!token || !auth) throw refuse(401, 'Sign in to open documents');
      return { credential: 'session', token, userId: auth.user.id };
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all([...preloaded.values()].map((release) => release().catch(() => undefined)));
    hocuspocus.closeConnections();
    hocuspocus.flushPendingStores();
    // Under the framework's 10 s close timeout; anything not stored by then is still in the update log.
    const deadline = Date.now() + 5_000;
    while (hocuspocus.getDocumentsCount() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await updateLog.drain();
    attached?.close();
    await hocuspocus.hooks('onDestroy', { instance: hocuspocus });
  });
});
