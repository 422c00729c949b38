import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { parseDocumentName, type DocumentKind } from '@shared/schema/document-name';

/**
 * Looks for an item in the documents open in memory, for REST calls that name something created live
 * a moment ago, before the projection has caught up. Returns the id of the document holding it.
 */
export async function findLiveItem(
  app: FastifyInstance,
  kind: DocumentKind,
  workspaceId: string,
  holds: (document: Y.Doc) => boolean,
): Promise<string | null> {
  for (const [name, document] of app.collab.hocuspocus.documents) {
    const parsed = parseDocumentName(name);
    if (parsed?.kind !== kind || !holds(document)) continue;
    if ((await app.repos.documents.workspaceOf(name)) === workspaceId) return parsed.id;
  }
  return null;
}
