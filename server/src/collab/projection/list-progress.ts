import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { parseDocumentName } from '@shared/schema/document-name';
import { followingTodoReader, todoProgress } from '@shared/schema/todo';

/**
 * After a to-do list is stored, tells the workspace's event streams how far the list is, when that
 * changed: map editors draw their nodes' to-do badges from it without opening the lists.
 */
export function createListProgressNotices(app: FastifyInstance) {
  const last = new Map<string, string>();
  /** `workspaceId` is the list's, as the store that projected it read it (empty when it projected nothing). */
  return (documentName: string, document: Y.Doc, workspaceId: string) => {
    const name = parseDocumentName(documentName);
    if (name?.kind !== 'todolist' || !workspaceId) return;
    const progress = todoProgress(document, followingTodoReader(document));
    const key = `${progress.done}/${progress.total}`;
    if (last.get(documentName) === key) return;
    last.set(documentName, key);
    try {
      app.workspaceEvents.publish({ workspaceId }, { type: 'list-progress', list_id: name.id, ...progress });
    } catch (error) {
      app.log.warn({ err: error, documentName }, 'List progress notice failed');
    }
  };
}
