import * as Y from 'yjs';
import { describe, expect, it } from 'vitest';
import { MAX_TYPE_DEPTH, updateRefusalFor } from '@server/collab/type-depth';
import { FIRST_SYNC_LIMITS, UPDATE_LIMITS } from '@server/collab/update-scan';
import { addCard, addColumn, createBoardDoc } from '@shared/schema/board';
import { createInboxDoc } from '@shared/schema/inbox';
import { addNode, createMindmapDoc, mindmapRootId } from '@shared/schema/mindmap';
import { deleteBranch } from '@shared/schema/mindmap-branch';
import { addTodo, addTodoNote, deleteTodoNote, updateTodo } from '@shared/schema/todo';
import { createTodoListDoc } from '@shared/schema/todolist';
import { nestMaps, typeChain } from '../../helpers/crafted-updates';

/** The map at the end of the chain under 'nodes', one level above the limit. */
function innermost(doc: Y.Doc): Y.Map<unknown> {
  let level = doc.getMap<unknown>('nodes');
  for (let depth = 0; depth < MAX_TYPE_DEPTH - 1; depth += 1) level = level.get('x') as Y.Map<unknown>;
  return level;
}

/** Every update `write` makes on a copy of `doc`, in order. */
function updatesOf(doc: Y.Doc, write: (doc: Y.Doc) => void): Uint8Array[] {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
  const updates: Uint8Array[] = [];
  copy.on('update', (update: Uint8Array) => updates.push(update));
  write(copy);
  return updates;
}

/** Checks `update` against `server` as the guard does and applies it when it passes; returns the refusal. */
function receive(server: Y.Doc, update: Uint8Array): string | null {
  const refusal = updateRefusalFor(server, update, UPDATE_LIMITS);
  if (refusal === null) Y.applyUpdate(server, update);
  return refusal;
}

describe('updateRefusalFor: how deep shared types nest', () => {
  it(`accepts types nested ${MAX_TYPE_DEPTH} deep in one update and refuses one level more`, () => {
    expect(updateRefusalFor(new Y.Doc(), typeChain(MAX_TYPE_DEPTH), UPDATE_LIMITS)).toBeNull();
    expect(updateRefusalFor(new Y.Doc(), typeChain(MAX_TYPE_DEPTH + 1), UPDATE_LIMITS)).toBe(
      `it holds shared types nested deeper than ${MAX_TYPE_DEPTH}`,
    );
    expect(updateRefusalFor(new Y.Doc(), typeChain(20_000), FIRST_SYNC_LIMITS)).toMatch(/nested deeper/);
  });

  it('refuses the update of a chain built in steps at the step that crosses the limit', () => {
    const step = 5;
    const client = new Y.Doc();
    const updates: Uint8Array[] = [];
    client.on('update', (update: Uint8Array) => updates.push(update));
    let innermost = client.getMap<unknown>('nodes');
    for (let built = 0; built < MAX_TYPE_DEPTH + step; built += step) {
      client.transact(() => {
        innermost = nestMaps(innermost, step);
      });
    }
    const server = new Y.Doc();
    const refusals = updates.map((update) => receive(server, update));
    const crossing = Math.floor(MAX_TYPE_DEPTH / step);
    expect(refusals.slice(0, crossing)).toEqual(Array(crossing).fill(null));
    expect(refusals[crossing]).toMatch(/nested deeper/);
    expect(() => server.getMap('nodes').toJSON()).not.toThrow();
  });

  it('measures a type whose parent is already in the document, or whose neighbour is', () => {
    const client = new Y.Doc();
    const deepest = nestMaps(client.getMap('nodes'), MAX_TYPE_DEPTH - 1);
    const list = new Y.Array<unknown>();
    deepest.set('list', list);
    const server = new Y.Doc();
    expect(receive(server, Y.encodeStateAsUpdate(client))).toBeNull();
    // Pushed after an element: the item names no parent, only its origin, which is in the document.
    const [plain, typed] = updatesOf(server, (doc) => {
      const array = innermost(doc).get('list') as Y.Array<unknown>;
      array.push(['plain']);
      array.push([new Y.Map()]);
    });
    expect(receive(server, plain!)).toBeNull();
    expect(receive(server, typed!)).toMatch(/nested deeper/);
    // One level shallower, under the same list, is fine.
    const [sibling] = updatesOf(server, (doc) => innermost(doc).set('sibling', new Y.Map()));
    expect(receive(server, sibling!)).toBeNull();
  });

  it('refuses a type whose origin is neither in the update nor in the document', () => {
    const client = new Y.Doc();
    const list = client.getArray<unknown>('list');
    list.push(['first']);
    const [typed] = updatesOf(client, (doc) => doc.getArray('list').push([new Y.Map()]));
    const [plain] = updatesOf(client, (doc) => doc.getArray('list').push(['second']));
    const server = new Y.Doc();
    expect(updateRefusalFor(server, typed!, UPDATE_LIMITS)).toBe(
      'it holds a shared type whose parent is missing',
    );
    // Other content waits for what it misses, as Yjs has it wait.
    expect(updateRefusalFor(server, plain!, UPDATE_LIMITS)).toBeNull();
    // With its origin in the document, the same update passes.
    Y.applyUpdate(server, Y.encodeStateAsUpdate(client));
    expect(updateRefusalFor(server, typed!, UPDATE_LIMITS)).toBeNull();
  });

  it('passes map, list, board and inbox documents built through the schema, edit by edit', () => {
    const map = createMindmapDoc({ title: 'Plan' });
    const list = createTodoListDoc({ title: 'Groceries' });
    const board = createBoardDoc({ title: 'Work' });
    const inbox = createInboxDoc();
    const edits: Array<[Y.Doc, (doc: Y.Doc) => void]> = [
      [
        map,
        (doc) => {
          const root = mindmapRootId(doc)!;
          let parentId = root;
          for (let index = 0; index < 300; index += 1) {
            const id = addNode(doc, {
              parentId: index % 3 === 0 ? root : parentId,
              label: `n${index}`,
              x: 0,
              y: 0,
            });
            parentId = id!;
          }
          deleteBranch(doc, parentId);
        },
      ],
      ...[list, inbox].map((doc): [Y.Doc, (doc: Y.Doc) => void] => [
        doc,
        (copy) => {
          for (let index = 0; index < 100; index += 1) {
            const id = addTodo(copy, { title: `todo ${index}` })!;
            const note = addTodoNote(copy, id, 'a note')!;
            addTodoNote(copy, id, 'another');
            deleteTodoNote(copy, id, note);
            updateTodo(copy, id, { completed: index % 2 === 0 });
          }
        },
      ]),
      [
        board,
        (doc) => {
          const lanes = ['Ideas', 'Doing', 'Review'].map((title) => addColumn(doc, { title })!);
          for (let index = 0; index < 300; index += 1) {
            addCard(doc, { columnId: lanes[index % 3]!, title: `card ${index}` });
          }
        },
      ],
    ];
    for (const [doc, write] of edits) {
      const server = new Y.Doc();
      expect(receive(server, Y.encodeStateAsUpdate(doc))).toBeNull();
      const updates = updatesOf(doc, write);
      expect(updates.length).toBeGreaterThan(0);
      expect(updates.map((update) => receive(server, update))).toEqual(updates.map(() => null));
      // The whole history at once, as a first sync or a stored snapshot carries it.
      const whole = Y.mergeUpdates([Y.encodeStateAsUpdate(doc), ...updates]);
      expect(updateRefusalFor(new Y.Doc(), whole, FIRST_SYNC_LIMITS)).toBeNull();
    }
  });
});
