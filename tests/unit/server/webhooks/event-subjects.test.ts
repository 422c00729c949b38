import { describe, expect, it } from 'vitest';
import {
  eventSubjects,
  hearsAbout,
  storeEvents,
  type DocumentEventKind,
  type StoreChange,
} from '@server/plugins/app/webhooks/store-event-rules';

/**
 * What a store's events can be about decides whether it is written at all: a store no endpoint would hear
 * of is skipped before its transaction, so every event storeEvents makes must be about one of them.
 */

const ID = '7d1e2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
let nextId = 1;
const change = (
  item_kind: StoreChange['item_kind'],
  action: StoreChange['action'],
  fields: Record<string, [unknown, unknown]>,
): StoreChange => ({
  id: String((nextId += 1)),
  item_kind,
  item_id: `${item_kind}-${nextId}`,
  action,
  fields: Object.fromEntries(
    Object.entries(fields).map(([column, [previous, value]]) => [column, { previous, value }]),
  ),
});

const STORES: Array<[DocumentEventKind, StoreChange[]]> = [
  [
    'mindmap',
    [change('node', 'updated', { label: ['a', 'b'] }), change('map', 'updated', { config: [1, 2] })],
  ],
  [
    'mindmap',
    [change('node', 'created', { label: [null, 'n'] }), change('node', 'deleted', { label: ['x', null] })],
  ],
  [
    'todolist',
    [
      change('todo', 'updated', { completed: [false, true] }),
      change('list', 'updated', { title: ['a', 'b'] }),
    ],
  ],
  ['todolist', [change('todo', 'created', { text: [null, 't'] })]],
  ['board', [change('card', 'updated', { column_id: ['new', 'done'], title: ['a', 'b'] })]],
  [
    'board',
    [
      change('column', 'created', { title: [null, 'Lane'] }),
      change('board', 'updated', { title: ['a', 'b'] }),
    ],
  ],
];

describe('eventSubjects and hearsAbout', () => {
  it('names the subject of every event a store makes', () => {
    for (const [kind, changes] of STORES) {
      const events = storeEvents(changes, {
        kind,
        documentId: ID,
        documentName: `${kind}:${ID}`,
        // Each updated item as it is now: its change's values.
        current: new Map(
          changes.map((one) => [
            `${one.item_kind}:${one.item_id}`,
            {
              id: one.item_id,
              ...Object.fromEntries(Object.entries(one.fields).map(([k, v]) => [k, v.value])),
            },
          ]),
        ),
        document: { id: ID, title: 'Doc' },
      });
      expect(events.length, `${kind} ${changes.map((one) => one.item_kind).join()}`).toBeGreaterThan(0);
      const subjects = eventSubjects(changes, kind);
      for (const event of events) expect(subjects).toContain(event.type.split('.')[0]);
    }
  });

  it('hears a store only through a subscription to one of its subjects, or to everything', () => {
    const list = eventSubjects(STORES[2]![1], 'todolist');
    expect([...list].sort()).toEqual(['todo', 'todolist']);
    expect(hearsAbout(['node.updated', 'mindmap.deleted', 'card.moved'], list)).toBe(false);
    expect(hearsAbout(['todo.completed'], list)).toBe(true);
    expect(hearsAbout(['todolist.deleted'], list)).toBe(true);
    expect(hearsAbout(['*'], list)).toBe(true);
    expect(hearsAbout([], list)).toBe(false);
  });
});
