import { sql, type Kysely } from 'kysely';
import { DONE_COLUMN_ID } from '@shared/schema/board-model';
import { parseDocumentName } from '@shared/schema/document-name';
import type { Author, DB } from '../../db/schema';
import type { RecordedChange } from './projected-writes';

/**
 * The durable job that runs what follows a store (the linked to-do and card rule, data versions, list
 * progress and item notices): a store that recorded changes enqueues it in its own transaction, so a
 * process that dies after the commit leaves it to be run by the next instance that sweeps the queue.
 */
export const FOLLOW_CHANGES_JOB = 'changes.follow';

/** What the job follows: a store's change rows, by the range of their ids (one store holds its document's lock). */
export interface FollowedRange {
  documentName: string;
  workspaceId: string;
  /** The first and last ids of the store's change rows, as text (bigints). */
  from: string;
  through: string;
}

/**
 * A store's change rows as its statement returned them, with the store's time: what the instance that
 * stored runs its follow job from, without reading them back.
 */
export interface StoredChanges {
  recorded: readonly RecordedChange[];
  at: Date;
  /** Who the store wrote for (the change rows' authors). */
  authors: readonly Author[];
}

/** The kinds of item whose changes are followed: to-dos, cards, and a map's, list's or board's own row. */
const FOLLOWED_KINDS = new Set(['todo', 'card', 'map', 'list', 'board']);

/** The followed changes of a range, as the change record holds them (fields of a creation or deletion left out). */
async function followedRows(db: Kysely<DB>, range: FollowedRange, stored?: StoredChanges) {
  if (stored) {
    return stored.recorded
      .filter((row) => FOLLOWED_KINDS.has(row.item_kind))
      .map((row) => ({
        ...row,
        fields: row.action === 'created' || row.action === 'deleted' ? {} : row.fields,
        changed_at: stored.at,
      }))
      .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }
  const { rows } = await sql<RecordedChange & { changed_at: Date | string }>`
    select id::text as id, item_kind, item_id, action, changed_at,
      case when action in ('created', 'deleted') then '{}'::jsonb else fields end as fields
    from document_changes
    where document_name = ${range.documentName}
      and id between ${range.from}::bigint and ${range.through}::bigint
      and item_kind in ('todo', 'card', 'map', 'list', 'board')
    order by id`.execute(db);
  return rows;
}

/** The range of a store's change rows, or null when it recorded none. */
export function followedRange(
  documentName: string,
  workspaceId: string,
  ids: ReadonlyArray<string | null>,
): FollowedRange | null {
  const known = ids.filter((id): id is string => id !== null).map(BigInt);
  if (known.length === 0) return null;
  const sorted = known.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { documentName, workspaceId, from: String(sorted[0]), through: String(sorted.at(-1)) };
}

/** A job's payload read back: null when it is not a range (the job then has nothing to follow). */
export function parseFollowedRange(payload: unknown): FollowedRange | null {
  const value = payload as Partial<Record<keyof FollowedRange, unknown>> | null;
  const texts = [value?.documentName, value?.workspaceId, value?.from, value?.through];
  if (!texts.every((text) => typeof text === 'string')) return null;
  if (!/^\d+$/.test(String(value!.from)) || !/^\d+$/.test(String(value!.through))) return null;
  return value as FollowedRange;
}

/**
 * What a store changed that a linked to-do and its cards keep in step: to-dos completed or reopened, cards
 * linked to a to-do that entered or left the Done lane, and the titles of either. Items that just appeared
 * or went are not changes of state. A title change carries the title before it and when the item was last
 * edited, which decide whether the other side follows (todo-card-sync.ts).
 */
export interface LinkedChanges {
  workspaceId: string;
  /** The changes of the store's to-dos, cards, and its map's, list's or board's own row, in order. */
  recorded: readonly RecordedChange[];
  /** The map's, list's or board's own row changed (its title, description or a map's saved view). */
  itemChanged: boolean;
  /** To-dos completed or reopened, and cards that entered or left Done, each with its change's id. */
  todos: Array<{ id: string; completed: boolean; changeId: string }>;
  cards: Array<{ id: string; todoId: string; done: boolean; changeId: string }>;
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

/** An item's state now, which a change must still match to be followed (a later change may have undone it). */
interface Current {
  title: string;
  completed?: boolean;
  column_id?: string;
  linked_todo_id?: string | null;
}

/**
 * Reads a store's changes from the change record, with the state its to-dos and cards have now: a change
 * the item no longer shows (reopened since it was completed, renamed again) is not followed, its later
 * change is; `stored`, when the store's own instance runs it, stands for the change record's rows of the
 * range. So following the same range twice (a job run again after its instance died) changes nothing
 * the first run did not, and a late run never undoes a newer change.
 */
export async function readLinkedChanges(
  db: Kysely<DB>,
  range: FollowedRange,
  stored?: StoredChanges,
): Promise<LinkedChanges> {
  const rows = await followedRows(db, range, stored);
  const idsOf = (kind: string) => [
    ...new Set(
      rows
        .filter((row) => row.item_kind === kind && row.action !== 'created' && row.action !== 'deleted')
        .map((row) => row.item_id),
    ),
  ];
  const todoIds = idsOf('todo');
  const cardIds = idsOf('card');
  const boardId = parseDocumentName(range.documentName)?.id ?? '';
  const current = new Map<string, Current>();
  if (todoIds.length > 0) {
    const todos = await db
      .selectFrom('todos')
      .select(['id', 'title', 'completed'])
      .where('document_name', '=', range.documentName)
      .where('id', 'in', todoIds)
      .execute();
    for (const todo of todos) current.set(`todo:${todo.id}`, todo);
  }
  if (cardIds.length > 0) {
    const cards = await db
      .selectFrom('kanban_cards')
      .select(['id', 'title', 'column_id', 'linked_todo_id'])
      .where('board_id', '=', boardId)
      .where('id', 'in', cardIds)
      .execute();
    for (const card of cards) current.set(`card:${card.id}`, card);
  }
  const changes: LinkedChanges = {
    workspaceId: range.workspaceId,
    recorded: rows,
    itemChanged: rows.some((row) => ['map', 'list', 'board'].includes(row.item_kind)),
    todos: [],
    cards: [],
    titles: [],
  };
  for (const row of rows) collectLinkedChange(row, current, changes);
  return changes;
}

function collectLinkedChange(
  change: RecordedChange & { changed_at: Date | string },
  current: ReadonlyMap<string, Current>,
  changes: LinkedChanges,
) {
  if (change.action === 'created' || change.action === 'deleted') return;
  const side = change.item_kind === 'todo' ? 'todo' : change.item_kind === 'card' ? 'card' : null;
  const now = side && current.get(`${side}:${change.item_id}`);
  if (!side || !now) return;
  const id = change.item_id;
  // Completed or reopened, or moved to another list with its completion changed on the way.
  const completion = change.fields.completed;
  if (side === 'todo' && completion && typeof completion.value === 'boolean') {
    if (now.completed === completion.value) {
      changes.todos.push({ id, completed: completion.value, changeId: change.id });
    }
  }
  const todoId = side === 'todo' ? id : now.linked_todo_id;
  const title = change.fields.title;
  if (title && typeof todoId === 'string' && now.title === title.value) {
    const edited = change.fields.updated_at?.value ?? change.changed_at;
    changes.titles.push({
      side,
      todoId,
      title: String(title.value),
      previous: String(title.previous),
      editedAt: edited instanceof Date ? edited.toISOString() : String(edited),
    });
  }
  const lane = change.fields.column_id;
  const wasDone = lane?.previous === DONE_COLUMN_ID;
  const isDone = lane?.value === DONE_COLUMN_ID;
  const stillDone = now.column_id === DONE_COLUMN_ID;
  if (side === 'card' && wasDone !== isDone && stillDone === isDone && typeof todoId === 'string') {
    changes.cards.push({ id, todoId, done: isDone, changeId: change.id });
  }
}
