import type * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { createItemHolders, KEPT_HOLDERS } from '@server/collab/item-holders';
import { addCard, deleteCard } from '@shared/schema/board-cards';
import { createBoardDoc } from '@shared/schema/board';
import { addNode, createMindmapDoc } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { addTodo } from '@shared/schema/todo';
import { createTodoListDoc } from '@shared/schema/todolist';

const WORKSPACE = '00000000-0000-4000-8000-000000000001';
const MAP = 'mindmap:00000000-0000-4000-8000-0000000000a1';
const BOARD = 'board:00000000-0000-4000-8000-0000000000b1';
const LIST = 'todolist:00000000-0000-4000-8000-0000000000c1';

function holdersOver(open: Record<string, Y.Doc>) {
  return createItemHolders((name) => open[name]);
}

describe('createItemHolders', () => {
  it('gives the kept holder of a node or card while its document is open and holds the item', () => {
    const map = createMindmapDoc({ title: 'Plan' });
    const board = createBoardDoc({ title: 'Sprint' });
    const node = addNode(map, { parentId: ROOT_NODE_ID, label: 'Idea', x: 0, y: 0 })!;
    const card = addCard(board, { columnId: 'new', title: 'Card' })!;
    const open: Record<string, Y.Doc> = { [MAP]: map, [BOARD]: board };
    const holders = holdersOver(open);
    holders.found(WORKSPACE, node, MAP);
    holders.found(WORKSPACE, card, BOARD);

    expect(holders.openHolder(WORKSPACE, ['mindmap'], node)).toEqual({ kind: 'mindmap', id: MAP.slice(8) });
    expect(holders.openHolder(WORKSPACE, ['board'], card)).toEqual({ kind: 'board', id: BOARD.slice(6) });
    // Another workspace, or a route asking for another kind of item, finds nothing kept.
    expect(holders.openHolder('00000000-0000-4000-8000-000000000002', ['mindmap'], node)).toBeNull();
    expect(holders.openHolder(WORKSPACE, ['board'], node)).toBeNull();

    deleteBranch(map, node);
    deleteCard(board, card);
    expect(holders.openHolder(WORKSPACE, ['mindmap'], node)).toBeNull();
    expect(holders.openHolder(WORKSPACE, ['board'], card)).toBeNull();
  });

  it('gives nothing for a document not open here or deleted, and never keeps a to-do', () => {
    const map = createMindmapDoc({ title: 'Plan' });
    const list = createTodoListDoc({ title: 'Errands' });
    const node = addNode(map, { parentId: ROOT_NODE_ID, label: 'Idea', x: 0, y: 0 })!;
    const todo = addTodo(list, { title: 'Milk' })!;
    const open: Record<string, Y.Doc> = { [LIST]: list };
    const holders = holdersOver(open);
    holders.found(WORKSPACE, node, MAP);
    holders.found(WORKSPACE, todo, LIST);

    expect(holders.openHolder(WORKSPACE, ['mindmap'], node)).toBeNull();
    open[MAP] = map;
    expect(holders.openHolder(WORKSPACE, ['mindmap'], node)).not.toBeNull();
    expect(holders.openHolder(WORKSPACE, ['todolist', 'inbox'], todo)).toBeNull();

    holders.forgetDocument(MAP);
    expect(holders.openHolder(WORKSPACE, ['mindmap'], node)).toBeNull();
  });

  it('keeps at most KEPT_HOLDERS, letting the oldest found go first', () => {
    const map = createMindmapDoc({ title: 'Plan' });
    const first = addNode(map, { parentId: ROOT_NODE_ID, label: 'First', x: 0, y: 0 })!;
    const second = addNode(map, { parentId: ROOT_NODE_ID, label: 'Second', x: 0, y: 0 })!;
    const holders = holdersOver({ [MAP]: map });
    holders.found(WORKSPACE, first, MAP);
    holders.found(WORKSPACE, second, MAP);
    for (let index = 2; index < KEPT_HOLDERS; index += 1) holders.found(WORKSPACE, `item-${index}`, MAP);
    holders.found(WORKSPACE, first, MAP); // found again: the newest now
    holders.found(WORKSPACE, 'one-more', MAP);

    expect(holders.openHolder(WORKSPACE, ['mindmap'], first)).not.toBeNull();
    expect(holders.openHolder(WORKSPACE, ['mindmap'], second)).toBeNull();
  });
});
