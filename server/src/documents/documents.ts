import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentKind, DocumentName } from '@shared/schema/document-name';
import type { AuthContext, SignedIn } from '../plugins/app/authentication/auth';
import type { Collab } from '../collab/collab-server';
import { deletedFor, type AccessReader } from '../collab/document-access';

/**
 * The only door to a live document. Services and routes change a map, list or board through it (so
 * connected editors see the change at once and the next REST read returns it), load one ahead of its
 * page, and let go of a deleted one; none of them reaches Hocuspocus or the rest of collab.
 */
export interface Documents {
  /**
   * Changes a document the way a live editor would (connected editors see it at once) and resolves once
   * the change is stored and projected, to what the change returned, or with an `answer` to what that
   * reads from the document exactly as the change left it. Its signature is collab's (Collab.withDocument).
   */
  withDocument: Collab['withDocument'];
  /**
   * Loads a document ahead of its page's socket when the signed-in user of `session` may open it, and
   * keeps it loaded for `holdMs`. Resolves once decided; never rejects.
   */
  preload(documentName: string, session: Pick<SignedIn, 'context' | 'plan'>, holdMs?: number): Promise<void>;
  /** Whether a copy of the document is in memory here (or being loaded). */
  isLoaded(documentName: string): boolean;
  /** Cuts the current state as a version, named or not, with what no store holds yet (Collab.nameVersion). */
  nameVersion: Collab['nameVersion'];
  /** Stores the document as a snapshot now, dropping the log entries it holds (Collab.storeSnapshot). */
  storeSnapshot: Collab['storeSnapshot'];
  /** Lets go of a document whose rows were deleted, here: editors closed, the copy unloaded, caches forgotten. */
  unloadDeleted(documentName: string): Promise<void>;
  /** Whether the name was a document that was deleted and `auth` (a member of its workspace) may be told so. */
  wasDeletedFor(auth: AuthContext, documentName: string): Promise<boolean>;
  /**
   * The document a lookup found holding an item of one of `kinds`, while it is open here and holds the
   * item now; null sends the caller to the item index.
   */
  keptHolder(workspaceId: string, kinds: readonly DocumentKind[], itemId: string): DocumentName | null;
  /** The item index named `documentName` as the one holder of the item: kept while it is open here. */
  holderFound(workspaceId: string, itemId: string, documentName: string): void;
  /** Whether the document is open here and a lookup found it in `workspaceId` before. */
  keptInWorkspace(documentName: string, workspaceId: string): boolean;
  /** A lookup found the document in `workspaceId` (a document never changes workspace). */
  foundInWorkspace(documentName: string, workspaceId: string): void;
}

/** The documents door over the collaboration server's internals. */
function createDocuments(reader: AccessReader, collab: Collab): Documents {
  const { itemHolders } = collab;
  return {
    withDocument: collab.withDocument,
    preload: collab.preload,
    isLoaded: collab.isLoaded,
    nameVersion: collab.nameVersion,
    storeSnapshot: collab.storeSnapshot,
    unloadDeleted: collab.unloadDeleted,
    wasDeletedFor: (auth, documentName) => deletedFor(reader, auth, documentName),
    keptHolder: itemHolders.openHolder,
    holderFound: itemHolders.found,
    keptInWorkspace: itemHolders.openInWorkspace,
    foundInWorkspace: itemHolders.inWorkspace,
  };
}

/** Sets `app.documents`, once the collaboration server is registered (server/src/app.ts). */
export default fp(async function documents(app: FastifyInstance) {
  app.decorate('documents', createDocuments(app, app.collab));
});
