import { describe, expect, it } from 'vitest';
import type { TitleChange } from '../../../../server/src/collab/projection/projector';
import { followsRename } from '../../../../server/src/plugins/app/boards/todo-card-sync';

const rename = (title: string, previous: string, editedAt: string): TitleChange => ({
  side: 'todo',
  todoId: 't1',
  title,
  previous,
  editedAt,
});

describe('followsRename', () => {
  it('gives the new title to a side that was in step, whenever it was last edited', () => {
    expect(
      followsRename(rename('B', 'A', '2026-01-01T10:00:00Z'), {
        title: 'A',
        updatedAt: '2026-01-02T00:00:00Z',
      }),
    ).toBe(true);
  });

  it('leaves a side that already has the title', () => {
    expect(
      followsRename(rename('B', 'A', '2026-01-02T00:00:00Z'), {
        title: 'B',
        updatedAt: '2026-01-01T00:00:00Z',
      }),
    ).toBe(false);
  });

  it('lets the later of two crossing renames win, so they settle on one title', () => {
    const todo = { title: 'From the list', updatedAt: '2026-01-01T10:00:01Z' };
    const card = { title: 'From the board', updatedAt: '2026-01-01T10:00:02Z' };
    // The list's rename reaches the renamed card: the card's edit is later, it stays.
    expect(followsRename(rename(todo.title, 'Old', todo.updatedAt), card)).toBe(false);
    // The board's rename reaches the renamed to-do: it is later, the to-do takes it.
    expect(followsRename(rename(card.title, 'Old', card.updatedAt), todo)).toBe(true);
  });
});
