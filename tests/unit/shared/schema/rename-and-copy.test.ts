import * as Y from 'yjs';
import { describe, expect, it, vi } from 'vitest';
import { addColumn, createBoardDoc } from '@shared/schema/board';
import { addCard } from '@shared/schema/board-cards';
import { readBoard } from '@shared/schema/board-store';
import { addNode, createMindmapDoc, setMindmapLayout, updateNode } from '@shared/schema/mindmap';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { copyDocument, copyTitle, renameDocument } from '@shared/schema/rename-and-copy';
import { addTodo, createTodoListDoc, readTodoList } from '@shared/schema/todolist';

const MAP_ID = '6f1c2d1e-8a63-4a55-9d7e-0c1b2a3f4e5d';
const COPY_ID = '0d3c4b5a-6978-4e1f-8a2b-3c4d5e6f7a8b';

describe('copyTitle', () => {
  it('adds " (copy)", names an untitled item as its kind shows it, and keeps within 500 characters', () => {
    expect(copyTitle('board', 'Release')).toBe('Release (copy)');
    expect(copyTitle('mindmap', '  ')).toBe('Untitled Map (copy)');
    const long = copyTitle('todolist', `${'a'.repeat(492)}😀😀`);
    expect(long.length).toBeLessThanOrEqual(500);
    expect(long).toMatch(/a+ \(copy\)$/);
  });
});

describe('renameDocument for a map', () => {
  it('renames the root while it reads the title, and the root renames the map likewise', () => {
    const doc = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    renameDocument('mindmap', doc, { title: 'Plan B' });
    expect(readMindmap(doc).nodes[0]!.label).toBe('Plan B');
    updateNode(doc, MAP_ID, { label: 'Plan C' });
    expect(readMindmap(doc).meta.title).toBe('Plan C');
    // A root that reads something else (cleared here; drafted or imported maps) leaves the title alone.
    updateNode(doc, MAP_ID, { label: '' });
    renameDocument('mindmap', doc, { title: 'Plan D' });
    updateNode(doc, MAP_ID, { label: 'Central idea' });
    expect(readMindmap(doc)).toMatchObject({ meta: { title: 'Plan D' }, nodes: [{ label: 'Central idea' }] });
  });
});

describe('copyDocument', () => {
  it('copies a map with every node under a new id, its layout, and no links to lists', () => {
    const source = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    setMindmapLayout(source, 'logical');
    const child = addNode(source, { parentId: MAP_ID, label: 'A', x: 1, y: 2, linkedTodoListId: COPY_ID })!;
    addNode(source, { parentId: child, label: 'B', x: 3, y: 4 });
    const target = new Y.Doc();
    copyDocument('mindmap', source, target, COPY_ID, 'Plan (copy)');
    const copy = readMindmap(target);
    expect(copy.meta.title).toBe('Plan (copy)');
    expect(copy.rootId).toBe(COPY_ID);
    const byLabel = [...copy.nodes].sort((a, b) => a.label.localeCompare(b.label));
    expect(byLabel.map(({ label, x, y }) => ({ label, x, y }))).toEqual([
      { label: 'A', x: 1, y: 2 },
      { label: 'B', x: 3, y: 4 },
      { label: 'Plan', x: 400, y: 300 },
    ]);
    const originalIds = new Set(readMindmap(source).nodes.map((node) => node.id));
    expect(copy.nodes.some((node) => originalIds.has(node.id))).toBe(false);
    expect(copy.nodes.every((node) => node.linkedTodoListId === null)).toBe(true);
    expect(byLabel[1]!.parentId).toBe(byLabel[0]!.id);
    expect(byLabel[0]!.parentId).toBe(COPY_ID);
    expect(target.getMap('meta').get('layout')).toBe('logical');
  });

  it('copies a list in order and a board lane by lane, every to-do and card under a new id', () => {
    const list = createTodoListDoc({ title: 'Errands' });
    const first = addTodo(list, { title: 'One', completed: true })!;
    addTodo(list, { title: 'Two' });
    const listCopy = new Y.Doc();
    copyDocument('todolist', list, listCopy, COPY_ID, 'Errands (copy)');
    const todos = readTodoList(listCopy).todos;
    expect(todos.map(({ title, completed }) => [title, completed])).toEqual([
      ['One', true],
      ['Two', false],
    ]);
    expect(todos.some((todo) => todo.id === first)).toBe(false);

    const board = createBoardDoc({ title: 'Release' });
    const lane = addColumn(board, { title: 'Review' })!;
    const card = addCard(board, { columnId: lane, title: 'Ship', linkedTodoId: first, todoListId: MAP_ID })!;
    addCard(board, { columnId: 'done', title: 'Shipped' });
    const doneAt = readBoard(board).columns[2]!.cards[0]!.doneAt;
    const boardCopy = new Y.Doc();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(doneAt!) + 86_400_000);
    try {
      copyDocument('board', board, boardCopy, COPY_ID, 'Release (copy)');
    } finally {
      vi.useRealTimers();
    }
    const columns = readBoard(boardCopy).columns;
    expect(columns.map((column) => [column.title, column.cards.map((each) => each.title)])).toEqual([
      ['New', []],
      ['Review', ['Ship']],
      ['Done', ['Shipped']],
    ]);
    // Done when the original was, not when it was copied (or today's done count would grow).
    expect(columns[2]!.cards[0]!.doneAt).toBe(doneAt);
    expect(columns[1]!.id).not.toBe(lane);
    expect(columns[1]!.cards[0]).toMatchObject({ linkedTodoId: null, todoListId: null });
    expect(columns[1]!.cards[0]!.id).not.toBe(card);
  });
});
