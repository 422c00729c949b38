import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Hocuspocus, type Document, type Extension } from '@hocuspocus/server';
import * as Y from 'yjs';
import { DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import { HttpError } from '../http-errors';
import type { SignedIn } from '../plugins/app/authentication/auth';
import { refuseUpgrade, socketCredentials } from '../plugins/app/authentication/socket-credentials';
import { attachCollab } from './attach';
import { SYSTEM_AUTHOR, type Author } from './authors';
import { createAuthExtension, type CollabContext } from './auth-extension';
import { createDeletedDocuments } from './deleted-documents';
import { documentAccess } from './document-access';
import { createDocumentStore } from './document-store';
import { createHeartbeatExtension } from './heartbeat-extension';
import { createItemHolders, type ItemHolders } from './item-holders';
import { createMessageGuard } from './message-guard-extension';
import { createNodeMergeExtension } from './node-merge-extension';
import { createMigrationExtension } from './migration-extension';
import { createPendingLog } from './pending-log';
import { createRedisFanOut } from './redis-fan-out';
import { createProjector } from './projection/projector';
import { rebuildProjections } from './projection/rebuild';
import { createRestWrites } from './rest-writes';
import { createSizeLimit } from './size-limit-extension';
import { createSnapshotExtension } from './snapshot-extension';
import { createStoreRetries } from './store-retries';
import { createUpdateLog } from './update-log';
import { storeUnprojected } from './unprojected-sweep';
import { createUpdateLogExtension } from './update-log-extension';

/**
 * What the collaboration server hands over as `app.collab`: the documents door (server/src/documents) is
 * made from it, and the tests of collab look at Hocuspocus through it. Nothing else reads it.
 */
export interface Collab {
  hocuspocus: Hocuspocus;
  /** What lookups found about the documents open here: which holds a node or card, and their workspace. */
  itemHolders: ItemHolders;
  /**
   * Changes a document the way a live editor would (connected editors see it at once) and resolves once
   * the change is stored and projected, so the next REST read returns it. With `answer`, resolves to what
   * it reads from the document right after the change (the document exactly as this change left it),
   * which spares a write reading its answer back from the database. The change is logged as written by
   * `author` (the system when none is given).
   */
  withDocument<T>(documentName: string, change: (document: Y.Doc) => T, options?: WriteOptions): Promise<T>;
  withDocument<T, A>(
    documentName: string,
    change: (document: Y.Doc) => T,
    answer: (document: Y.Doc, changed: T) => A,
    options?: WriteOptions,
  ): Promise<A>;
  /**
   * Loads document `documentName` into memory ahead of its page's socket, when the signed-in user of
   * `session` (a request's, already resolved) may open it, and keeps it there for `holdMs`. Resolves once
   * decided (and loaded); never rejects.
   */
  preload(documentName: string, session: Pick<SignedIn, 'context' | 'plan'>, holdMs?: number): Promise<void>;
  /** Whether a copy of the document is in memory here (or being loaded). */
  isLoaded(documentName: string): boolean;
  /**
   * Lets go of a document whose rows were deleted, here (every instance does on the 'deleted' access
   * event): editors closed, a page view's hold released, the document unloaded and its caches forgotten.
   */
  unloadDeleted(documentName: string): Promise<void>;
  /**
   * Cuts the document's open version now, named `name` (null: a version without a name, as a restore
   * cuts before and after its change), from the document as it is in memory (with edits no store holds
   * yet): stored first, in the store's transaction. False when the document is gone.
   */
  nameVersion(documentName: string, name: string | null, author: Author): Promise<boolean>;
  /**
   * Stores the document as a snapshot now, from its copy in memory, and drops the log entries it holds:
   * what a change overwrote is then in no stored form of the document but its versions (an erasure's
   * rewrite). False when the document is gone.
   */
  storeSnapshot(documentName: string): Promise<boolean>;
}

/** Who a write through withDocument is by. */
export interface WriteOptions {
  author?: Author;
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
  // What follows a store (the linked to-do and card rule, list progress, data versions) is a durable job
  // the store enqueues with its changes (projection/linked-changes.ts), run by plugins/app/changes.
  const projector = createProjector(app);
  // Persistence is four extensions. Hocuspocus runs each hook extension by extension, highest priority
  // first (Redis 1000, unset 100): message guard 80, node merge 70, size limit 60, snapshot 50, update
  // log 40, migration 30.
  const sizes = createSizeLimit(app);
  const pendingLog = createPendingLog();
  const documentStore = createDocumentStore(app, { pendingLog, sizes, projector });
  const retries = createStoreRetries(app, documentStore);
  const log = createUpdateLogExtension(app, { updateLog, pendingLog, sizes, projector, retries });
  const restWrites = createRestWrites({ sizes, commit: log.commit, documentStore, retries });
  const extensions: Extension[] = [
    createAuthExtension(app, { isClosing: () => closing }),
    createMessageGuard(app),
    createNodeMergeExtension(documentStore),
    sizes.extension,
    createSnapshotExtension(app, documentStore, retries),
    log.extension,
    createMigrationExtension(app, documentStore),
    createHeartbeatExtension(),
  ];
  if (app.config.REDIS_URL) extensions.push(createRedisFanOut(app, () => hocuspocus));

  const hocuspocus = new Hocuspocus({
    quiet: true,
    debounce: app.config.COLLAB_STORE_DEBOUNCE_MS,
    // A document edited without pause is still stored this often; every update is in the log meanwhile.
    maxDebounce: Math.max(app.config.COLLAB_STORE_MAX_DELAY_MS, app.config.COLLAB_STORE_DEBOUNCE_MS),
    extensions,
  });

  const itemHolders = createItemHolders((documentName) => hocuspocus.documents.get(documentName));
  const deleted = createDeletedDocuments({
    hocuspocus,
    releasePreload: async (documentName) => preloaded.get(documentName)?.(),
    forget(documentName) {
      itemHolders.forgetDocument(documentName);
      documentStore.discard(documentName);
    },
    isDeleted: async (documentName) => (await app.repos.documents.deletedFrom(documentName)) !== null,
  });
  // A document deleted on any instance: let go of it here too.
  const closeDocument = (documentName: string) => {
    deleted.unload(documentName).catch((error: unknown) => {
      app.log.error({ err: error, documentName }, 'Letting go of a deleted document failed');
    });
  };
  app.accessEvents.on('deleted', closeDocument);

  /** Runs a store of the document now, after any store under way, from its copy in memory. */
  async function storeNow(documentName: string, store: (document: Document) => Promise<boolean>) {
    const connection = await hocuspocus.openDirectConnection(documentName, { system: true });
    try {
      const document = connection.document;
      if (!document) return false;
      return await document.saveMutex.runExclusive(() => store(document));
    } finally {
      await connection.disconnect({ unloadImmediately: false });
    }
  }

  app.decorate('collab', {
    hocuspocus,
    itemHolders,
    isLoaded: deleted.isLoaded,
    unloadDeleted: deleted.unload,
    async withDocument<T, A>(
      documentName: string,
      change: (document: Y.Doc) => T,
      answerOrOptions?: ((document: Y.Doc, changed: T) => A) | WriteOptions,
      lastOptions?: WriteOptions,
    ) {
      const answer = typeof answerOrOptions === 'function' ? answerOrOptions : undefined;
      const options = typeof answerOrOptions === 'function' ? lastOptions : answerOrOptions;
      const connection = await hocuspocus.openDirectConnection(documentName, { system: true });
      let result: T | A | undefined;
      let written: (() => void) | undefined;
      try {
        const document = connection.document;
        if (!document || sizes.isFull(documentName)) throw new HttpError(413, DOCUMENT_TOO_LARGE_REASON);
        // The change is one synchronous transaction: its own update event carries exactly what it wrote
        // (working it out afterwards from a state vector walked the whole document).
        const updates: Uint8Array[] = [];
        const author = options?.author ?? SYSTEM_AUTHOR;
        // From the moment the change is in memory, a store that projects it names its author.
        const collect = (update: Uint8Array) => {
          updates.push(update);
          written ??= pendingLog.writing(documentName, author);
        };
        document.on('update', collect);
        try {
          await connection.transact((doc) => {
            result = change(doc);
          });
        } finally {
          document.off('update', collect);
        }
        if (answer) result = answer(document, result as T);
        const update = updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates);
        // Saved here, not left to the store hooks: with several instances, the Redis extension skips a
        // store while another instance holds the document's lock, and this write must not wait on that.
        if (update.length > EMPTY_UPDATE_LENGTH) {
          await restWrites.save(documentName, document, update, author);
        }
      } finally {
        written?.();
        await connection.disconnect({ unloadImmediately: false });
      }
      return result;
    },
    async nameVersion(documentName, name, author) {
      return storeNow(documentName, (document) =>
        documentStore.store(documentName, document, 'edit', undefined, { name, author }),
      );
    },
    async storeSnapshot(documentName) {
      return storeNow(documentName, (document) => documentStore.store(documentName, document, 'durable'));
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
  const credentialsOfSocket = socketCredentials(app);
  app.addHook('onReady', async () => {
    await rebuildProjections(app);
    await storeUnprojected(app, hocuspocus);
    attached = attachCollab(app.server, hocuspocus, async (request, client): Promise<CollabContext> => {
      if (closing) throw refuseUpgrade(503, 'Server shutting down');
      return credentialsOfSocket(request, client);
    });
  });

  app.addHook('preClose', async () => {
    closing = true;
    app.accessEvents.off('deleted', closeDocument);
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
