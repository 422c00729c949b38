import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { parseDocumentName } from '@shared/schema/document-name';
import { readTodos } from '@shared/schema/todo';

/**
 * After a to-do list is stored, tells the workspace's event streams how far the list is, when that
 * changed: map editors draw their nodes' to-do badges from it without opening the lists.
 */
export function createListProgressNotices(app: FastifyInstance) {
  const last = new Map<string, string>();
  return (documentName: string, document: Y.Doc) => {
    const name = parseDocumentName(documentName);
    if (name?.kind !== 'todolist') return;
    const todos = readTodos(document);
    const progress = { total: todos.length, done: todos.filter((todo) => todo.completed).length };
    const key = `${progress.done}/${progress.total}`;
    if (last.get(documentName) === key) return;
    last.set(documentName, key);
    app.repos.documents
      .workspaceOf(documentName)
      .then((workspaceId) => {
        if (workspaceId) {
          app.workspaceEvents.publish(
            { workspaceId },
            { type: 'list-progress', list_id: name.id, ...progress },
          );
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error, documentName }, 'List progress notice failed'));
  };
}
