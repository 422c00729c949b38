import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { parseDocumentName } from '@shared/schema/document-name';
import { followingTodoReader, todoProgress } from '@shared/schema/todo';
import type { LinkedChanges } from './linked-changes';

/** What a store records of a to-do that changes how far its list is. */
const PROGRESS_ACTIONS = new Set(['created', 'deleted', 'completed', 'reopened']);

/**
 * After a to-do list is stored, tells the workspace's event streams how far the list is, when the store
 * recorded a to-do added, removed, completed or reopened: map editors draw their nodes' to-do badges from
 * it without opening the lists. The record says it once, on the instance whose store made the change.
 */
export function createListProgressNotices(app: FastifyInstance) {
  return (documentName: string, document: Y.Doc, changes: LinkedChanges) => {
    const name = parseDocumentName(documentName);
    if (name?.kind !== 'todolist' || !changes.workspaceId) return;
    const moved = changes.recorded.some(
      (change) => change.item_kind === 'todo' && PROGRESS_ACTIONS.has(change.action),
    );
    if (!moved) return;
    const progress = todoProgress(document, followingTodoReader(document));
    try {
      app.workspaceEvents.publish(
        { workspaceId: changes.workspaceId },
        { type: 'list-progress', list_id: name.id, ...progress },
      );
    } catch (error) {
      app.log.warn({ err: error, documentName }, 'List progress notice failed');
    }
  };
}
