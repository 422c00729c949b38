import type { FastifyInstance } from 'fastify';
import { parseDocumentName } from '@shared/schema/document-name';
import type { LinkedChanges } from '../../../documents/changes';

/**
 * After a map, a to-do list or a board is stored with its own row changed (renamed from its editor, its
 * tile's menu or REST), tells the workspace's event streams on every instance, so open list pages show it.
 */
export function createItemNotices(app: Pick<FastifyInstance, 'workspaceEvents' | 'log'>) {
  return (documentName: string, changes: LinkedChanges) => {
    const name = parseDocumentName(documentName);
    if (!changes.itemChanged || !changes.workspaceId || !name || name.kind === 'inbox') return;
    try {
      app.workspaceEvents.publish(
        { workspaceId: changes.workspaceId },
        { type: 'item-changed', kind: name.kind, id: name.id },
      );
    } catch (error) {
      app.log.warn({ err: error, documentName }, 'Item change notice failed');
    }
  };
}
