import { describe, expect, it } from 'vitest';
import {
  onlyInitialContent,
  storeEvents,
  type DocumentEventKind,
  type StoreChange,
  type StoreContext,
} from '@server/plugins/app/webhooks/store-event-rules';

/** Which events a store's change rows make (storeEvents is pure: rows and current state in, drafts out). */

const MAP = '7d1e2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const BOARD = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const LIST = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const OTHER_LIST = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
const WORKSPACE = '4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
const T0 = '2026-11-30T10:00:00+00:00';
const T1 = '2026-11-30T10:05:00+00:00';

let nextId = 100;
function change(
  item_kind: StoreChange['item_kind'],
  item_id: string,
  action: StoreChange['action'],
  fields: Record<string, [unknown, unknown]>,
): StoreChange {
  nextId += 1;
  return {
    id: String(nextId),
    item_kind,
    item_id,
    action,
    fields: Object.fromEntries(
      Object.entries(fields).map(([column, [previous, value]]) => [column, { previous, value }]),
    ),
  };
}

function context(
  kind: DocumentEventKind,
  documentId: string,
  current: Record<string, Record<string, unknown>> = {},
  document: Record<string, unknown> | null = { id: documentId, title: 'Doc', updated_at: T1 },
): StoreContext {
  return {
    kind,
    documentId,
    documentName: `${kind}:${documentId}`,
    current: new Map(Object.entries(current)),
    document,
  };
}

const types = (events: ReturnType<typeof storeEvents>) => events.map((event) => event.type);

describe('storeEvents: maps and nodes', () => {
  it('makes one mindmap.updated for a store that only moves nodes and changes the map’s view', () => {
    const changes = [
      change('node', 'a', 'updated', { x: [0, 40], y: [0, 10], updated_at: [T0, T1] }),
      change('node', 'b', 'updated', { x: [10, 80], updated_at: [T0, T1] }),
      change('node', 'c', 'updated', { y: [5, 90] }),
      change('map', MAP, 'updated', {
        config: [{ layout: 'free' }, { layout: 'balanced' }],
        updated_at: [T0, T1],
      }),
    ];
    const current = {
      'node:a': { id: 'a', mindmap_id: MAP, label: 'A', x: 40, y: 10 },
      'node:b': { id: 'b', mindmap_id: MAP, label: 'B', x: 80, y: 0 },
      'node:c': { id: 'c', mindmap_id: MAP, label: 'C', x: 0, y: 90 },
    };
    const events = storeEvents(changes, context('mindmap', MAP, current));
    expect(types(events)).toEqual(['mindmap.updated']);
    expect(events[0]!.object).toMatchObject({ id: MAP, title: 'Doc' });
    expect(events[0]!.previous).toBeUndefined();
  });

  it('makes nothing for a map whose only change is its updated_at or its node count', () => {
    const changes = [change('map', MAP, 'updated', { updated_at: [T0, T1], node_count: [3, 4] })];
    expect(storeEvents(changes, context('mindmap', MAP))).toEqual([]);
  });

  it('tells a map’s rename as mindmap.updated with the title before', () => {
    const changes = [change('map', MAP, 'updated', { title: ['Plan', 'Big plan'], updated_at: [T0, T1] })];
    const events = storeEvents(changes, context('mindmap', MAP));
    expect(types(events)).toEqual(['mindmap.updated']);
    expect(events[0]!.previous).toEqual({ title: 'Plan' });
  });

  it('tells a node’s label change, and its moves with it only as its previous label', () => {
    const changes = [
      change('node', 'a', 'updated', { label: ['Old', 'New'], x: [0, 5], updated_at: [T0, T1] }),
    ];
    const current = { 'node:a': { id: 'a', mindmap_id: MAP, label: 'New', x: 5, y: 0, updated_at: T1 } };
    const events = storeEvents(changes, context('mindmap', MAP, current));
    expect(types(events)).toEqual(['node.updated']);
    expect(events[0]!.previous).toEqual({ label: 'Old' });
    expect(events[0]!.object).toMatchObject({ id: 'a', label: 'New', updatedAt: '2026-11-30T10:05:00.000Z' });
    expect(events[0]!.object).not.toHaveProperty('mindmap_id');
  });

  it('tells a map’s rename, which relabels its root node, as mindmap.updated alone', () => {
    const changes = [
      change('node', MAP, 'updated', { label: ['Plan', 'Plan B'], updated_at: [T0, T1] }),
      change('map', MAP, 'updated', { title: ['Plan', 'Plan B'], updated_at: [T0, T1] }),
    ];
    const current = { [`node:${MAP}`]: { id: MAP, mindmap_id: MAP, label: 'Plan B' } };
    const events = storeEvents(changes, context('mindmap', MAP, current));
    expect(types(events)).toEqual(['mindmap.updated']);
    expect(events[0]!.previous).toEqual({ title: 'Plan' });
  });

  it('tells another node’s label change in the store of a rename', () => {
    const changes = [
      change('node', 'a', 'updated', { label: ['Old', 'New'] }),
      change('map', MAP, 'updated', { title: ['Plan', 'Plan B'] }),
    ];
    const current = { 'node:a': { id: 'a', mindmap_id: MAP, label: 'New' } };
    expect(types(storeEvents(changes, context('mindmap', MAP, current)))).toEqual([
      'node.updated',
      'mindmap.updated',
    ]);
  });

  it('gives created and deleted nodes their id and their map’s id', () => {
    const changes = [
      change('node', 'n1', 'created', { label: [null, 'Idea'], parent_id: [null, 'root'], x: [null, 1] }),
      change('node', 'n2', 'deleted', { label: ['Gone', null], parent_id: ['root', null] }),
    ];
    const events = storeEvents(changes, context('mindmap', MAP));
    expect(types(events)).toEqual(['node.created', 'node.deleted']);
    expect(events[0]!.object).toMatchObject({ id: 'n1', mindmapId: MAP, label: 'Idea', parentId: 'root' });
    expect(events[1]!.object).toMatchObject({ id: 'n2', mindmapId: MAP, label: 'Gone' });
  });

  it('makes nothing for the map’s own creation (the create tells of it)', () => {
    const changes = [change('map', MAP, 'created', { title: [null, 'New'] })];
    expect(storeEvents(changes, context('mindmap', MAP))).toEqual([]);
  });

  it('names each event by its change row, so following a store twice makes the same sources', () => {
    const changes = [change('node', 'n1', 'created', { label: [null, 'Idea'] })];
    const first = storeEvents(changes, context('mindmap', MAP));
    expect(storeEvents(changes, context('mindmap', MAP))).toEqual(first);
    expect(first[0]!.source).toBe(`change:${changes[0]!.id}:node.created`);
  });
});

describe('storeEvents: to-dos', () => {
  const todo = (fields: Record<string, unknown>) => ({
    'todo:t1': { id: 't1', document_name: `todolist:${LIST}`, list_id: LIST, title: 'Call', ...fields },
  });

  it('tells a completed to-do as todo.completed', () => {
    const changes = [change('todo', 't1', 'completed', { completed: [false, true], updated_at: [T0, T1] })];
    const events = storeEvents(changes, context('todolist', LIST, todo({ completed: true })));
    expect(types(events)).toEqual(['todo.completed']);
    expect(events[0]!.object).toMatchObject({ id: 't1', completed: true, listId: LIST });
  });

  it('tells a reopened to-do as todo.updated with previous completed', () => {
    const changes = [change('todo', 't1', 'reopened', { completed: [true, false], updated_at: [T0, T1] })];
    const events = storeEvents(changes, context('todolist', LIST, todo({ completed: false })));
    expect(types(events)).toEqual(['todo.updated']);
    expect(events[0]!.previous).toEqual({ completed: true });
  });

  it('makes nothing for a comment count, an updated_at or an order key alone', () => {
    const changes = [
      change('todo', 't1', 'updated', { comment_count: [0, 1] }),
      change('todo', 't1', 'updated', { updated_at: [T0, T1] }),
      change('todo', 't1', 'updated', { position: ['a0', 'a1'], updated_at: [T0, T1] }),
    ];
    expect(storeEvents(changes, context('todolist', LIST, todo({})))).toEqual([]);
  });

  it('gives created and deleted to-dos their id and their list’s id', () => {
    const changes = [
      change('todo', 't2', 'created', {
        title: [null, 'Buy'],
        list_id: [null, LIST],
        position: [null, 'a0'],
      }),
      change('todo', 't3', 'deleted', { title: ['Old', null], list_id: [LIST, null] }),
    ];
    const events = storeEvents(changes, context('todolist', LIST));
    expect(types(events)).toEqual(['todo.created', 'todo.deleted']);
    expect(events[0]!.object).toMatchObject({ id: 't2', listId: LIST, title: 'Buy' });
    expect(events[0]!.object).not.toHaveProperty('position');
    expect(events[1]!.object).toMatchObject({ id: 't3', listId: LIST, title: 'Old' });
  });

  it('tells a to-do moved to another list once, by the list it joined', () => {
    const moved: Record<string, [unknown, unknown]> = {
      document_name: [`todolist:${LIST}`, `todolist:${OTHER_LIST}`],
      list_id: [LIST, OTHER_LIST],
    };
    const joined = [change('todo', 't1', 'moved', { ...moved, position: ['a0', 'b0'] })];
    const joinedCurrent = {
      'todo:t1': { id: 't1', document_name: `todolist:${OTHER_LIST}`, list_id: OTHER_LIST, title: 'Call' },
    };
    const events = storeEvents(joined, context('todolist', OTHER_LIST, joinedCurrent));
    expect(types(events)).toEqual(['todo.updated']);
    expect(events[0]!.previous).toEqual({ listId: LIST });
    expect(events[0]!.object).toMatchObject({ id: 't1', listId: OTHER_LIST });

    // The store of the list it left records the move too, and finds it gone: nothing.
    const left = [change('todo', 't1', 'moved', { document_name: moved.document_name! })];
    expect(storeEvents(left, context('todolist', LIST, {}))).toEqual([]);
  });

  it('makes no todolist.updated for a list whose counts alone changed', () => {
    const changes = [change('list', LIST, 'updated', { todo_count: [1, 2], completed_count: [0, 1] })];
    expect(storeEvents(changes, context('todolist', LIST))).toEqual([]);
  });

  it('tells a workspace inbox’s to-dos without a list update', () => {
    const changes = [change('todo', 't9', 'created', { title: [null, 'Loose'], list_id: [null, null] })];
    const events = storeEvents(changes, context('todolist', WORKSPACE, {}, null));
    expect(types(events)).toEqual(['todo.created']);
  });
});

describe('storeEvents: boards and cards', () => {
  const card = (fields: Record<string, unknown>) => ({
    'card:k1': { id: 'k1', board_id: BOARD, column_id: 'new', title: 'Hall', status: 'open', ...fields },
  });

  it('tells a lane move as card.moved with the lane before, not as an update', () => {
    const changes = [
      change('card', 'k1', 'moved', {
        column_id: ['new', 'done'],
        status: ['open', 'done'],
        position: ['a0', 'a5'],
        done_at: [null, T1],
        updated_at: [T0, T1],
      }),
    ];
    const events = storeEvents(changes, context('board', BOARD, card({ column_id: 'done', status: 'done' })));
    expect(types(events)).toEqual(['card.moved']);
    expect(events[0]!.previous).toEqual({ columnId: 'new', status: 'open' });
    expect(events[0]!.object).toMatchObject({ id: 'k1', columnId: 'done' });
  });

  it('tells a rank change in the same lane as card.moved', () => {
    const changes = [change('card', 'k1', 'updated', { position: ['a0', 'a5'], updated_at: [T0, T1] })];
    expect(types(storeEvents(changes, context('board', BOARD, card({}))))).toEqual(['card.moved']);
  });

  it('tells a title change as card.updated with the title before', () => {
    const changes = [change('card', 'k1', 'updated', { title: ['Hall', 'Big hall'], updated_at: [T0, T1] })];
    const events = storeEvents(changes, context('board', BOARD, card({ title: 'Big hall' })));
    expect(types(events)).toEqual(['card.updated']);
    expect(events[0]!.previous).toEqual({ title: 'Hall' });
  });

  it('shows each of two stores’ renames as that store left the card, though the row has moved on', () => {
    const first = change('card', 'k1', 'updated', { title: ['Hall', 'Big hall'], updated_at: [T0, T1] });
    const second = change('card', 'k1', 'updated', { title: ['Big hall', 'Main hall'] });
    const now = context('board', BOARD, card({ title: 'Main hall', updated_at: T1 }));
    const titles = [first, second].map((one) => storeEvents([one], now)[0]!.object.title);
    expect(titles).toEqual(['Big hall', 'Main hall']);
    expect(storeEvents([first], now)[0]!.object).toMatchObject({ id: 'k1', columnId: 'new' });
  });

  it('makes nothing for a comment count or a done_at alone', () => {
    const changes = [
      change('card', 'k1', 'updated', { comment_count: [0, 1] }),
      change('card', 'k1', 'updated', { done_at: [T0, null], updated_at: [T0, T1] }),
    ];
    expect(storeEvents(changes, context('board', BOARD, card({})))).toEqual([]);
  });

  it('gives created and deleted cards their id and their board’s id', () => {
    const changes = [
      change('card', 'k2', 'created', {
        title: [null, 'Poster'],
        column_id: [null, 'new'],
        position: [null, 'a0'],
      }),
      change('card', 'k3', 'deleted', { title: ['Old', null], column_id: ['done', null] }),
    ];
    const events = storeEvents(changes, context('board', BOARD));
    expect(types(events)).toEqual(['card.created', 'card.deleted']);
    expect(events[0]!.object).toMatchObject({ id: 'k2', boardId: BOARD, title: 'Poster', columnId: 'new' });
    expect(events[1]!.object).toMatchObject({ id: 'k3', boardId: BOARD, title: 'Old' });
  });

  it('makes one board.updated for lanes added and renamed in one store with the board’s title', () => {
    const changes = [
      change('column', 'review', 'created', { title: [null, 'Review'] }),
      change('column', 'done', 'updated', { title: ['Done', 'Shipped'] }),
      change('board', BOARD, 'updated', { title: ['Sprint', 'Sprint 2'], updated_at: [T0, T1] }),
    ];
    const events = storeEvents(changes, context('board', BOARD));
    expect(types(events)).toEqual(['board.updated']);
    expect(events[0]!.previous).toEqual({ title: 'Sprint' });
  });

  it('makes nothing for an item whose row is gone since', () => {
    const changes = [change('card', 'k1', 'updated', { title: ['Hall', 'Big hall'] })];
    expect(storeEvents(changes, context('board', BOARD, {}))).toEqual([]);
  });
});

describe('onlyInitialContent', () => {
  it('recognises what a create writes first: a map’s root node, a board’s lanes, the row itself', () => {
    const root = change('node', MAP, 'created', { label: [null, 'Plan'] });
    const row = change('map', MAP, 'updated', { config: [{}, { layout: 'balanced' }] });
    expect(onlyInitialContent([root, row], 'mindmap', MAP)).toBe(true);
    const lanes = ['new', 'doing', 'done'].map((id) =>
      change('column', id, 'created', { title: [null, id] }),
    );
    expect(onlyInitialContent(lanes, 'board', BOARD)).toBe(true);
  });

  it('does not take a first to-do, card or other node for the create’s content', () => {
    const idea = change('node', 'n1', 'created', { label: [null, 'Idea'] });
    expect(onlyInitialContent([idea], 'mindmap', MAP)).toBe(false);
    expect(
      onlyInitialContent([change('todo', 't1', 'created', { title: [null, 'A'] })], 'todolist', LIST),
    ).toBe(false);
    expect(
      onlyInitialContent([change('card', 'k1', 'created', { title: [null, 'A'] })], 'board', BOARD),
    ).toBe(false);
  });
});
