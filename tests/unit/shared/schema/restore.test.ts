import type * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { addCard, addColumn, createBoardDoc, deleteColumn, moveCard, readBoard } from '@shared/schema/board';
import { beginGeneration, readGeneration } from '@shared/schema/generation';
import { addNode, createMindmapDoc, reparentNode, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { ROOT_NODE_ID } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { itemsMissingFrom, restoreDocument } from '@shared/schema/restore';
import { addTodoNote, deleteTodo, readTodos, updateTodo } from '@shared/schema/todo';
import { addTodo, createTodoListDoc } from '@shared/schema/todolist';
import { replicaOf, syncDocs } from '../sync';

/** The map as a tree of labels: each node's label with its parent's, sorted. */
const tree = (doc: Y.Doc) => {
  const { nodes } = readMindmap(doc);
  const labels = new Map(nodes.map((node) => [node.id, node.label]));
  return nodes.map((node) => `${labels.get(node.parentId ?? '') ?? '-'} > ${node.label}`).sort();
};

/** How many updates `write` makes on `doc`: one transaction makes one. */
function updatesOf(doc: Y.Doc, write: () => void): number {
  let updates = 0;
  const count = () => (updates += 1);
  doc.on('update', count);
  write();
  doc.off('update', count);
  return updates;
}

describe('restoring a map', () => {
  it('writes the version back in one update: deleted nodes under new ids, moved ones back, later ones gone', () => {
    const live = createMindmapDoc({ title: 'Plan', description: '' });
    const a = addNode(live, { parentId: ROOT_NODE_ID, label: 'A', x: 1, y: 1 })!;
    const b = addNode(live, { parentId: a, label: 'B', x: 2, y: 2 })!;
    const c = addNode(live, { parentId: ROOT_NODE_ID, label: 'C', x: 3, y: 3 })!;
    const version = replicaOf(live);
    const then = tree(version);

    deleteBranch(live, a);
    const later = addNode(live, { parentId: ROOT_NODE_ID, label: 'Later', x: 4, y: 4 })!;
    updateNode(live, c, { label: 'C2', x: 30 });
    reparentNode(live, c, later);
    beginGeneration(live, { engine: 'offline' });

    let renamed = new Map<string, string>();
    expect(updatesOf(live, () => (renamed = restoreDocument('mindmap', live, version, new Set())))).toBe(1);
    expect(tree(live)).toEqual(then);
    expect([...renamed.keys()].sort()).toEqual([a, b].sort());
    const nodes = readMindmap(live).nodes;
    expect(nodes.find((node) => node.label === 'B')!.parentId).toBe(renamed.get(a));
    expect(nodes.find((node) => node.id === c)).toMatchObject({ label: 'C', x: 3 });
    expect(readGeneration(live)?.status).toBe('running');
  });

  it('merges with an offline copy’s later edit as with any other', () => {
    const live = createMindmapDoc({ title: 'Plan', description: '' });
    const a = addNode(live, { parentId: ROOT_NODE_ID, label: 'A', x: 1, y: 1 })!;
    const version = replicaOf(live);
    addNode(live, { parentId: a, label: 'Later', x: 2, y: 2 });
    const offline = replicaOf(live);
    addNode(offline, { parentId: a, label: 'Offline', x: 3, y: 3 });

    restoreDocument('mindmap', live, version, new Set());
    syncDocs(live, offline);
    expect(tree(live)).toEqual(['- > Plan', 'A > Offline', 'Plan > A']);
    expect(tree(offline)).toEqual(tree(live));
  });
});

describe('restoring a list', () => {
  it('writes its to-dos back with their notes and order, leaving out those held elsewhere', () => {
    const live = createTodoListDoc({ title: 'Launch' });
    const ship = addTodo(live, { title: 'Ship' })!;
    const moved = addTodo(live, { title: 'Announce' })!;
    const print = addTodo(live, { title: 'Print' })!;
    addTodoNote(live, ship, 'Friday');
    const version = replicaOf(live);

    updateTodo(live, ship, { title: 'Shipped', completed: true });
    deleteTodo(live, moved);
    deleteTodo(live, print);
    addTodo(live, { title: 'Celebrate', rank: 0 });
    expect(itemsMissingFrom('todolist', live, version).sort()).toEqual([moved, print].sort());

    restoreDocument('todolist', live, version, new Set([moved]));
    const todos = readTodos(live);
    expect(todos.map((todo) => todo.title)).toEqual(['Ship', 'Print']);
    expect(todos[0]).toMatchObject({
      completed: false,
      notes: [expect.objectContaining({ text: 'Friday' })],
    });
  });
});

describe('restoring a board', () => {
  it('writes its lanes and cards back, a card put back in Done done again', () => {
    const live = createBoardDoc({ title: 'Sprint' });
    const review = addColumn(live, { title: 'Review' })!;
    const logo = addCard(live, { columnId: review, title: 'Logo' })!;
    const copy = addCard(live, { columnId: 'done', title: 'Copy' })!;
    const version = replicaOf(live);
    const lanes = (doc: Y.Doc) =>
      readBoard(doc).columns.map((column) => [column.title, column.cards.map((card) => card.title)]);

    deleteColumn(live, review);
    moveCard(live, copy, 'new', 0);
    addCard(live, { columnId: 'new', title: 'Later' });
    restoreDocument('board', live, version, new Set());
    expect(lanes(live)).toEqual(lanes(version));
    const cards = readBoard(live).columns.flatMap((column) => column.cards);
    expect(cards.find((card) => card.id === copy)).toMatchObject({ status: 'done', columnId: 'done' });
    expect(cards.find((card) => card.id === logo)).toMatchObject({ columnId: review });
  });
});

describe('restoring the state a document holds', () => {
  it('writes nothing, whatever fields its items leave at their defaults', () => {
    // A free map stores no layout, as a to-do or a card stores no due date until it has one.
    const map = createMindmapDoc({ title: 'Plan', description: '', layout: 'free' });
    addNode(map, { parentId: ROOT_NODE_ID, label: 'A', x: 1, y: 1 });
    const list = createTodoListDoc({ title: 'Launch' });
    addTodo(list, { title: 'Ship' });
    const board = createBoardDoc({ title: 'Sprint' });
    addColumn(board, { title: 'Review', rank: 1 });
    addCard(board, { columnId: 'new', title: 'Logo' });
    const documents = [
      ['mindmap', map],
      ['todolist', list],
      ['board', board],
    ] as const;
    for (const [kind, doc] of documents) {
      expect(
        updatesOf(doc, () => restoreDocument(kind, doc, replicaOf(doc), new Set())),
        kind,
      ).toBe(0);
    }
  });
});
