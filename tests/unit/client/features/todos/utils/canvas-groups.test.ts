import { describe, expect, it } from 'vitest';
import type { TodoListSummary } from '@client/lib/workspace-items/get-todo-lists';
import { groupForCanvas, UNLINKED_GROUP } from '@client/features/todos/utils/canvas-groups';

function list(
  id: string | null,
  mapId: string | null,
  nodeId: string | null,
  done: boolean[],
): TodoListSummary {
  return {
    id,
    title: id ?? 'Unassigned',
    description: '',
    mindmap_id: mapId,
    node_id: nodeId,
    created_at: null,
    updated_at: null,
    todos: done.map((completed, index) => ({ id: `${id}-${index}`, title: `todo ${index}`, completed })),
  };
}

describe('groupForCanvas', () => {
  it('groups lists under their map, then the unlinked lists with the unassigned to-dos last', () => {
    const groups = groupForCanvas(
      [
        list(null, null, null, [false]),
        list('l1', 'm1', 'n1', [true, false]),
        list('l2', null, null, []),
        list('l3', 'm1', 'n2', [true]),
      ],
      new Map([['m1', 'Garden']]),
      new Map([['n1', 'Roses']]),
      'Untitled list',
      'Unassigned',
    );
    expect(groups.map((group) => group.title)).toEqual(['Garden', UNLINKED_GROUP]);
    expect(groups[0]!.cards.map((card) => [card.id, card.nodeLabel, card.done, card.total])).toEqual([
      ['l1', 'Roses', 1, 2],
      ['l3', null, 1, 1],
    ]);
    expect(groups[0]!.cards[0]!.open).toEqual([{ id: 'l1-1', title: 'todo 1' }]);
    expect(groups[1]!.cards.map((card) => card.id)).toEqual(['l2', null]);
    expect(groups[1]!.cards[1]!.title).toBe('Unassigned');
  });

  it('has no group at all for a workspace without lists', () => {
    expect(groupForCanvas([], new Map(), new Map(), 'Untitled list', 'Unassigned')).toEqual([]);
  });
});
