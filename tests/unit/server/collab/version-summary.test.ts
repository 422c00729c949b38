import { describe, expect, it } from 'vitest';
import { isCheckpoint, summarise } from '@server/collab/history/record-version';
import type { RecordedChange } from '@server/collab/projection/change-rows';

const change = (
  item_kind: RecordedChange['item_kind'],
  action: RecordedChange['action'],
  fields: RecordedChange['fields'] = {},
): RecordedChange => ({ id: '1', item_kind, item_id: 'a', action, fields });
const field = (previous: unknown, value: unknown) => ({ previous, value });

describe('a version’s summary', () => {
  it('counts items created and deleted, completions, lanes, renames and moves, onto what it had', () => {
    const summary = summarise(
      [
        change('node', 'created', { label: field(null, 'Venue') }),
        change('node', 'updated', { label: field('Venue', 'Hall'), updated_at: field(1, 2) }),
        change('node', 'updated', { x: field(0, 40) }),
        change('todo', 'completed', { completed: field(false, true), title: field('Ship', 'Ship it') }),
        change('todo', 'moved', { list_id: field('a', 'b') }),
        change('todo', 'updated', { position: field('a0', 'a1') }),
        change('card', 'moved', { column_id: field('new', 'done'), position: field('a0', 'a1') }),
        change('card', 'deleted', { title: field('Old', null) }),
      ],
      { 'node.created': 2 },
    );
    expect(summary).toEqual({
      'node.created': 3,
      'node.renamed': 1,
      'node.moved': 1,
      'todo.completed': 1,
      'todo.renamed': 1,
      'todo.moved': 1,
      'todo.reordered': 1,
      'card.lane': 1,
      'card.deleted': 1,
    });
  });

  it('makes the first version and every 25th after it a checkpoint', () => {
    expect([1, 2, 25, 26, 27, 51].map(isCheckpoint)).toEqual([true, false, false, true, false, true]);
  });
});
