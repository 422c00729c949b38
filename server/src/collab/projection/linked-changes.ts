import { DONE_COLUMN_ID } from '@shared/schema/board-model';
import type { ChildRows } from './row-sets';
import type { Snapshot } from './written-rows';

/**
 * What a store changed that a linked to-do and its cards keep in step: to-dos completed or reopened, cards
 * linked to a to-do that entered or left the Done lane, and the titles of either. Items that just appeared
 * or went are not changes of state. A title change carries the title before it and when the item was last
 * edited, which decide whether the other side follows (todo-card-sync.ts).
 */
export interface LinkedChanges {
  workspaceId: string;
  /** The map's, list's or board's own row changed (its title, description or a map's saved view). */
  itemChanged: boolean;
  todos: Array<{ id: string; completed: boolean }>;
  cards: Array<{ id: string; todoId: string; done: boolean }>;
  titles: Array<TitleChange>;
}

export interface TitleChange {
  side: 'todo' | 'card';
  /** The to-do, whichever side changed. */
  todoId: string;
  title: string;
  previous: string;
  /** The changed item's updatedAt. */
  editedAt: string;
}

export function collectLinkedChanges(
  table: ChildRows['table'],
  before: Snapshot,
  changed: Array<Record<string, unknown>>,
  changes: LinkedChanges,
) {
  if (table !== 'todos' && table !== 'kanban_cards') return;
  for (const row of changed) {
    const previous = before.get(row.id as string);
    if (previous === undefined) continue;
    const old = Object.fromEntries(JSON.parse(previous) as Array<[string, unknown]>);
    if (table === 'todos' && old.completed !== row.completed) {
      changes.todos.push({ id: row.id as string, completed: row.completed === true });
    }
    const todoId = table === 'todos' ? (row.id as string) : row.linked_todo_id;
    if (old.title !== row.title && typeof todoId === 'string') {
      changes.titles.push({
        side: table === 'todos' ? 'todo' : 'card',
        todoId,
        title: String(row.title),
        previous: String(old.title),
        editedAt: String(row.updated_at),
      });
    }
    const wasDone = old.column_id === DONE_COLUMN_ID;
    const isDone = row.column_id === DONE_COLUMN_ID;
    if (table === 'kanban_cards' && wasDone !== isDone && typeof row.linked_todo_id === 'string') {
      changes.cards.push({ id: row.id as string, todoId: row.linked_todo_id, done: isDone });
    }
  }
}
