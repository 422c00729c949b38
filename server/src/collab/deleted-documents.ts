import type { Hocuspocus } from '@hocuspocus/server';
import { DOCUMENT_DELETED_CODE, DOCUMENT_DELETED_REASON } from '@shared/presence';

interface Dependencies {
  hocuspocus: Hocuspocus;
  /** Lets go of the document's hold from a page view (Collab.preload), if it has one. */
  releasePreload(documentName: string): Promise<void>;
  /** Forgets what this instance cached of the document: item holders, store and projector memory. */
  forget(documentName: string): void;
  /** Whether the name is spent (deleted for good, not a create taken back): its editors are told so. */
  isDeleted(documentName: string): Promise<boolean>;
}

/** The store Hocuspocus has waiting for the document (its debounced onStoreDocument). */
const storeId = (documentName: string) => `onStoreDocument-${documentName}`;

/**
 * Lets go of a deleted document on this instance: its editors are closed, the hold of a page view
 * released, a store waiting on its debounce run at once (it finds the document gone and writes nothing),
 * the document unloaded, and everything cached of it forgotten. A copy left in memory would otherwise be
 * handed to whoever opened that name next. Calls for one name while it runs share the run.
 */
export function createDeletedDocuments({ hocuspocus, releasePreload, forget, isDeleted }: Dependencies) {
  const running = new Map<string, Promise<void>>();

  async function unload(documentName: string): Promise<void> {
    forget(documentName);
    // A load under way when the rows went may still finish: let it, then let go of what it loaded.
    await hocuspocus.loadingDocuments.get(documentName)?.catch(() => undefined);
    await releasePreload(documentName);
    const document = hocuspocus.documents.get(documentName);
    if (document) {
      const connections = document.getConnections();
      // A member who had it open is told it was deleted; a create taken back only closes, and the client
      // asks again (and is refused as for any missing document).
      const close =
        connections.length > 0 && (await isDeleted(documentName))
          ? { code: DOCUMENT_DELETED_CODE, reason: DOCUMENT_DELETED_REASON }
          : undefined;
      for (const connection of connections) connection.close(close);
      if (hocuspocus.debouncer.isDebounced(storeId(documentName))) {
        await hocuspocus.debouncer.executeNow(storeId(documentName));
      }
      // Not while a REST write still holds it: its store finds the document gone and unloads it after.
      await hocuspocus.unloadDocument(document);
    }
    forget(documentName);
  }

  return {
    /** Lets go of deleted document `documentName` here; resolves once it is unloaded or on its way out. */
    unload(documentName: string): Promise<void> {
      let run = running.get(documentName);
      if (!run) {
        run = unload(documentName).finally(() => running.delete(documentName));
        running.set(documentName, run);
      }
      return run;
    },
    /** Whether a copy of `documentName` is in memory here, or being loaded. */
    isLoaded(documentName: string): boolean {
      return hocuspocus.documents.has(documentName) || hocuspocus.loadingDocuments.has(documentName);
    },
  };
}
