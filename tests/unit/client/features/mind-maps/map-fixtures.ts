import type { MindmapNode, MindmapView } from '@shared/schema/mindmap-model';

/** A node with every field filled; `parentId` null makes a root. */
export function mapNode(
  id: string,
  parentId: string | null,
  fields: Partial<Omit<MindmapNode, 'id' | 'parentId'>> = {},
): MindmapNode {
  return {
    id,
    parentId,
    label: id,
    description: '',
    link: null,
    x: 0,
    y: 0,
    todoId: null,
    linkedTodoListId: null,
    collapsed: false,
    rank: '',
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** A resolved view: the first node is the root, the rest in the given order. */
export function mapView(
  nodes: MindmapNode[],
  meta: Partial<Pick<MindmapView['meta'], 'title' | 'description'>> = {},
): MindmapView {
  return {
    meta: { title: 'Plan', description: '', transform: null, schemaVersion: 1, ...meta },
    rootId: nodes[0]?.id ?? null,
    nodes,
  };
}
