import type { FastifyInstance } from 'fastify';
import { parseDocumentName } from '@shared/schema/document-name';
import type { LinkedChanges } from '../../../documents/changes';

/** What a store records of a to-do that changes how far its list is (moved: into the list or out of it). */
const PROGRESS_ACTIONS = new Set(['created', 'deleted', 'completed', 'reopened', 'moved']);

/**
 * After a to-do list is stored, tells the workspace's event streams how far the list is, when the store
 * recorded a to-do added, removed, completed or reopened: map editors draw their nodes' to-do badges from
 * it without opening the lists. The figures are the list's counts as they are when the notice is sent
 * (kept with the to-dos, migration 0015), so a late notice never tells an older figure.
 */
export function createListProgressNotices(
  app: Pick<FastifyInstance, 'database' | 'workspaceEvents' | 'log'>,
) {
  return async (documentName: string, changes: LinkedChanges) => {
    const name = parseDocumentName(documentName);
    if (name?.kind !== 'todolist' || !changes.workspaceId) return;
    const moved = changes.recorded.some(
      (change) => change.item_kind === 'todo' && PROGRESS_ACTIONS.has(change.action),
    );
    if (!moved) return;
    const list = await app.database.db
      .selectFrom('todo_lists')
      .select(['todo_count', 'completed_count'])
      .where('id', '=', name.id)
      .where('workspace_id', '=', changes.workspaceId)
      .executeTakeFirst();
    if (!list) return;
    try {
      app.workspaceEvents.publish(
        { workspaceId: changes.workspaceId },
        {
          type: 'list-progress',
          list_id: name.id,
          total: Number(list.todo_count),
          done: Number(list.completed_count),
        },
      );
    } catch (error) {
      app.log.warn({ err: error, documentName }, 'List progress notice failed');
    }
  };
}
