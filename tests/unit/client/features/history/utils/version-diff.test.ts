import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import {
  addCard,
  addColumn,
  createBoardDoc,
  DONE_COLUMN_ID,
  moveCard,
  NEW_COLUMN_ID,
  updateCard,
} from '@shared/schema/board';
import { addNode, createMindmapDoc, reparentNode, updateNode } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { addTodo, createTodoListDoc, deleteTodo, updateTodo } from '@shared/schema/todolist';
import { comparePreview, readContent, readVersion } from '@client/features/history/utils/preview-content';

const MAP_ID = '00000000-0000-4000-8000-000000000001';

/** A version of `live` as the server answers it: its state as an update, read in a document of its own. */
function versionOf(kind: Parameters<typeof readVersion>[0], live: Y.Doc) {
  return readVersion(kind, Y.encodeStateAsUpdate(live));
}

describe('comparePreview: a map version against the live map', () => {
  it('marks nodes removed, added and changed since, in the version’s outline order', () => {
    const live = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    // Siblings made in one millisecond sort by id.
    const ideas = addNode(live, {
      id: `${MAP_ID.slice(0, -2)}a1`,
      parentId: MAP_ID,
      label: 'Ideas',
      x: 0,
      y: 0,
    })!;
    const later = addNode(live, {
      id: `${MAP_ID.slice(0, -2)}b1`,
      parentId: MAP_ID,
      label: 'Later',
      x: 0,
      y: 0,
    })!;
    const gone = addNode(live, { parentId: ideas, label: 'Gone', x: 0, y: 0 })!;
    const version = versionOf('mindmap', live);

    updateNode(live, ideas, { label: 'Big ideas' });
    deleteBranch(live, gone);
    reparentNode(live, later, ideas);
    const fresh = addNode(live, { parentId: ideas, label: 'Fresh', x: 0, y: 0 })!;

    const preview = comparePreview(version, readContent('mindmap', live));
    if (preview.kind !== 'mindmap') throw new Error('not a map');
    const rows = preview.rows.map((row) => [row.label, row.depth, row.mark, row.changed]);
    expect(rows).toEqual([
      ['Plan', 0, null, []],
      ['Ideas', 1, 'changed', ['label']],
      ['Gone', 2, 'removed', []],
      ['Fresh', 2, 'added', []],
      ['Later', 1, 'changed', ['branch']],
    ]);
    expect(preview.rows.find((row) => row.id === ideas)?.now?.label).toBe('Big ideas');
    expect(preview.rows.find((row) => row.id === fresh)?.now).not.toBeNull();
    expect(preview.counts).toEqual({ added: 1, removed: 1, changed: 2 });
  });

  it('reads the version without touching the live document', () => {
    const live = createMindmapDoc({ title: 'Plan', mapId: MAP_ID });
    const before = Y.encodeStateVector(live);
    const version = versionOf('mindmap', live);
    expect(comparePreview(version, readContent('mindmap', live)).counts).toEqual({
      added: 0,
      removed: 0,
      changed: 0,
    });
    expect(Y.encodeStateVector(live)).toEqual(before);
  });
});

describe('comparePreview: a list version against the live list', () => {
  it('marks to-dos removed and changed in the version’s order, then those added since', () => {
    const live = createTodoListDoc({ title: 'Errands' });
    const milk = addTodo(live, { title: 'Milk' })!;
    const bread = addTodo(live, { title: 'Bread' })!;
    const eggs = addTodo(live, { title: 'Eggs' })!;
    const version = versionOf('todolist', live);

    updateTodo(live, milk, { completed: true });
    deleteTodo(live, bread);
    addTodo(live, { title: 'Jam' });

    const preview = comparePreview(version, readContent('todolist', live));
    if (preview.kind !== 'todos') throw new Error('not a list');
    expect(preview.rows.map((row) => [row.todo.title, row.mark, row.changed])).toEqual([
      ['Milk', 'changed', ['done']],
      ['Bread', 'removed', []],
      ['Eggs', null, []],
      ['Jam', 'added', []],
    ]);
    expect(preview.rows.find((row) => row.todo.id === eggs)?.now?.title).toBe('Eggs');
  });
});

describe('comparePreview: a board version against the live board', () => {
  it('marks a card moved between lanes, lanes and cards added since, and a renamed card', () => {
    const live = createBoardDoc({ title: 'Sprint' });
    const doing = addColumn(live, { title: 'Doing' })!;
    const write = addCard(live, { title: 'Write', columnId: NEW_COLUMN_ID })!;
    const test = addCard(live, { title: 'Test', columnId: doing })!;
    const version = versionOf('board', live);

    moveCard(live, write, DONE_COLUMN_ID, 0);
    updateCard(live, test, { title: 'Test it' });
    const review = addColumn(live, { title: 'Review' })!;
    addCard(live, { title: 'Ship', columnId: review });
    addCard(live, { title: 'Plan', columnId: doing });

    const preview = comparePreview(version, readContent('board', live));
    if (preview.kind !== 'board') throw new Error('not a board');
    const lanes = preview.lanes.map((lane) => [
      lane.title,
      lane.mark,
      lane.cards.map((row) => [row.card.title, row.mark, row.changed]),
    ]);
    expect(lanes).toEqual([
      ['New', null, [['Write', 'changed', ['lane']]]],
      [
        'Doing',
        null,
        [
          ['Test', 'changed', ['title']],
          ['Plan', 'added', []],
        ],
      ],
      ['Done', null, []],
      ['Review', 'added', [['Ship', 'added', []]]],
    ]);
    expect(preview.counts).toEqual({ added: 3, removed: 0, changed: 2 });
  });
});
