import { DONE_COLUMN_ID } from '@shared/schema/board-model';
import type { RecordedChange } from './projected-writes';
import type { Row } from './row-sets';

/**
 * What a store changed that a linked to-do and its cards keep in step: to-dos completed or reopened, cards
 * linked to a to-do that entered or left the Done lane, and the titles of either. Items that just appeared
 * or went are not changes of state. A title change carries the title before it and when the item was last
 * edited, which decide whether the other side follows (todo-card-sync.ts).
 */
export interface LinkedChanges {
  workspaceId: string;
  /** Every change the store recorded (what really changed, as the change record has it). */
  recorded: readonly RecordedChange[];
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

/**
 * Reads what a store recorded (the change record, as its statement handed it back) for what linked items
 * follow; `current` holds the rows of the store's items (the card's link, the item's updatedAt).
 */
export function collectLinkedChanges(
  recorded: readonly RecordedChange[],
  current: { todos?: ReadonlyMap<string, Row>; cards?: ReadonlyMap<string, Row> },
  changes: LinkedChanges,
) {
  for (const change of recorded) {
    if (change.action === 'created' || change.action === 'deleted') continue;
    const side = change.item_kind === 'todo' ? 'todo' : change.item_kind === 'card' ? 'card' : null;
    const row = side && (side === 'todo' ? current.todos : current.cards)?.get(change.item_id);
    if (!side || !row) continue;
    const id = change.item_id;
    if (change.action === 'completed' || change.action === 'reopened') {
      changes.todos.push({ id, completed: change.action === 'completed' });
    }
    const todoId = side === 'todo' ? id : row.linked_todo_id;
    const title = change.fields.title;
    if (title && typeof todoId === 'string') {
      changes.titles.push({
        side,
        todoId,
        title: String(title.value),
        previous: String(title.previous),
        editedAt: String(row.updated_at),
      });
    }
    const lane = change.fields.column_id;
    const wasDone = lane?.previous === DONE_COLUMN_ID;
    const isDone = lane?.value === DONE_COLUMN_ID;
    if (side === 'card' && wasDone !== isDone && typeof row.linked_todo_id === 'string') {
      changes.cards.push({ id, todoId: row.linked_todo_id, done: isDone });
    }
  }
}
