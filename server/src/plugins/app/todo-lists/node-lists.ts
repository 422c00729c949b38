import type { FastifyInstance } from 'fastify';
import { getNode, updateNode } from '@shared/schema/mindmap';
import type { Author } from '../../../db/schema';
import { removeDocument, type DocumentRules } from '../documents/documents-service';

/** Whether the node is in the map's document; asked before a list for it is made, so a refusal leaves nothing. */
export function nodeInMap(
  { documents }: Pick<FastifyInstance, 'documents'>,
  mapName: string,
  nodeId: string,
): Promise<boolean> {
  return documents.withDocument(mapName, (doc) => getNode(doc, nodeId) !== null);
}

/**
 * Links a to-do list just created for a map node from that node (the link lives on the node). Whatever
 * stops the link (the node went meanwhile, the store failed) removes the list again, so no unlinked list
 * is left behind; when the node is gone, `refusal()` is thrown.
 */
export async function linkNewListToNode(
  app: DocumentRules,
  link: { mapName: string; nodeId: string; listId: string; author: Author },
  refusal: () => Error,
): Promise<void> {
  let linked = false;
  try {
    linked = await app.documents.withDocument(
      link.mapName,
      (doc) => updateNode(doc, link.nodeId, { linkedTodoListId: link.listId }),
      { author: link.author },
    );
  } finally {
    if (!linked) await removeDocument(app, 'todolist', link.listId);
  }
  if (!linked) throw refusal();
}
