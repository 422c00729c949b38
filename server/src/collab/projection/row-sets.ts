import type * as Y from 'yjs';
import { type BoardCard, type BoardView, readBoard } from '@shared/schema/board';
import { formatDocumentName, type DocumentName } from '@shared/schema/document-name';
import type { Todo } from '@shared/schema/todo';
import type { MindmapNode, MindmapView } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { readTodoListMeta, readTodos } from '@shared/schema/todolist';

export type Row = Record<string, string | number | boolean | null>;

/**
 * The rows of one child table that belong to one document, keyed by item id. Every table's primary key is
 * (owner column, id) with a never-null owner: ids come from clients and repeat across documents.
 */
export interface ChildRows {
  table: 'nodes' | 'todos' | 'kanban_columns' | 'kanban_cards' | 'document_items';
  /** Which column ties the rows to their document, and its value. */
  owner: { column: 'mindmap_id' | 'board_id' | 'document_name'; value: string };
  rows: Map<string, Row>;
}

export interface DocumentRows {
  /** The document's own row (mindmaps, todo_lists, boards); the inbox has none. */
  parent: { table: 'mindmaps' | 'todo_lists' | 'boards'; id: string; values: Row } | null;
  children: ChildRows[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Links in a document are whatever its editors wrote; a value that cannot be an id of the linked table is
 * projected as no link rather than failing the store (which would keep the document from being saved).
 */
function uuidOrNull(value: string | null): string | null {
  return value !== null && UUID.test(value) ? value : null;
}

/** What a timestamp that is not one (a peer wrote '' or garbage) is projected as, the same every time. */
const NO_TIMESTAMP = '1970-01-01T00:00:00.000Z';
const timestamp = (value: string) => value || NO_TIMESTAMP;
/** A calendar date a date column takes: the schema's pattern allows year 0, PostgreSQL does not. */
const calendarDate = (value: string | null) => (value === null || value.startsWith('0000') ? null : value);

const byId = <T extends { id: string }>(items: T[], toRow: (item: T) => Row) =>
  new Map(items.map((item) => [item.id, toRow(item)]));

/**
 * How a document's content is read: by default a full read, or a kept incremental reader with the same
 * result (which keeps unchanged items' objects, so their rows are reused: see cardRow).
 */
export interface DocumentReads {
  board?: (document: Y.Doc) => BoardView;
  mindmap?: (document: Y.Doc) => MindmapView;
  todos?: (document: Y.Doc) => Todo[];
}

/**
 * An item index row: the same object for every item of a workspace, store after store, so the projection
 * serialises it once rather than once an item a store.
 */
const itemRows = new Map<string, Row>();
const KEPT_ITEM_ROWS = 10_000;
function itemRow(workspaceId: string): Row {
  let row = itemRows.get(workspaceId);
  if (!row) {
    if (itemRows.size >= KEPT_ITEM_ROWS) itemRows.clear();
    row = { workspace_id: workspaceId };
    itemRows.set(workspaceId, row);
  }
  return row;
}

/** What the relational projection of a document should hold, read through the schema functions. */
export function documentRows(
  name: DocumentName,
  document: Y.Doc,
  workspaceId: string,
  reads: DocumentReads = {},
): DocumentRows {
  const rows = contentRows(name, document, workspaceId, reads);
  // The item index: which document holds each addressable item (nodes, to-dos, cards).
  const items = rows.children.find((child) => child.table !== 'kanban_columns');
  if (items) {
    const row = itemRow(workspaceId);
    rows.children.push({
      table: 'document_items',
      owner: { column: 'document_name', value: formatDocumentName(name.kind, name.id) },
      rows: new Map([...items.rows.keys()].map((id) => [id, row])),
    });
  }
  return rows;
}

/**
 * A row per item read, made once: an item read (a card, a node, a to-do) is never changed once made, so the
 * same object always makes the same row, and an incremental reader's unchanged items keep theirs. What
 * else the row takes (`context`) must be the same for every call with the same item: an item read belongs
 * to one document.
 */
function keptRows<T extends object, C extends unknown[] = []>(
  make: (item: T, ...context: C) => Row,
): (item: T, ...context: C) => Row {
  const rows = new WeakMap<T, Row>();
  return (item, ...context) => {
    let row = rows.get(item);
    if (!row) {
      row = make(item, ...context);
      rows.set(item, row);
    }
    return row;
  };
}

const nodeRow = keptRows<MindmapNode>((node) => ({
  parent_id: node.parentId,
  label: node.label,
  description: node.description,
  link: node.link,
  x: node.x,
  y: node.y,
  linked_todo_list_id: uuidOrNull(node.linkedTodoListId),
  created_at: timestamp(node.createdAt),
  updated_at: timestamp(node.updatedAt),
}));

/**
 * A projected row as the database hands it back once stored: its timestamp columns (ISO strings, or null)
 * as Dates, with the columns the projection keeps apart (the keys, a rank) added. What a write answers
 * from the document is then presented by the same function as a read of the stored row.
 */
export function asStoredRow<Stored>(
  row: Row,
  keys: Record<string, string | number>,
  timestamps: readonly string[],
): Stored {
  const stored: Record<string, unknown> = { ...row, ...keys };
  for (const column of timestamps) {
    const value = row[column];
    stored[column] = value === null || value === undefined ? null : new Date(value as string);
  }
  return stored as Stored;
}

/** A card's row in kanban_cards, but for its keys (id, board_id): what REST reads of it once stored. */
export const cardRow = keptRows<BoardCard>((card) => ({
  column_id: card.columnId,
  position: card.position,
  title: card.title,
  description: card.description,
  status: card.status,
  priority: card.priority,
  due_date: calendarDate(card.dueDate),
  assignee_id: uuidOrNull(card.assigneeId),
  linked_todo_id: card.linkedTodoId,
  todo_list_id: uuidOrNull(card.todoListId),
  mindmap_id: uuidOrNull(card.mindmapId),
  comment_count: card.commentCount,
  done_at: card.doneAt,
  created_at: timestamp(card.createdAt),
  updated_at: timestamp(card.updatedAt),
}));

function contentRows(
  name: DocumentName,
  document: Y.Doc,
  workspaceId: string,
  reads: DocumentReads,
): DocumentRows {
  switch (name.kind) {
    case 'mindmap': {
      const view = (reads.mindmap ?? readMindmap)(document);
      return {
        parent: {
          table: 'mindmaps',
          id: name.id,
          values: {
            title: view.meta.title,
            description: view.meta.description,
            config: JSON.stringify({ transform: view.meta.transform }),
          },
        },
        children: [
          {
            table: 'nodes',
            owner: { column: 'mindmap_id', value: name.id },
            rows: byId(view.nodes, nodeRow),
          },
        ],
      };
    }
    case 'todolist': {
      const meta = readTodoListMeta(document);
      return {
        parent: {
          table: 'todo_lists',
          id: name.id,
          values: { title: meta.title, description: meta.description },
        },
        children: [todoRows((reads.todos ?? readTodos)(document), name, workspaceId)],
      };
    }
    case 'inbox':
      return { parent: null, children: [todoRows((reads.todos ?? readTodos)(document), name, workspaceId)] };
    case 'board': {
      const view = (reads.board ?? readBoard)(document);
      const cards = view.columns.flatMap((column) => column.cards);
      return {
        parent: {
          table: 'boards',
          id: name.id,
          values: { title: view.meta.title, description: view.meta.description },
        },
        children: [
          {
            table: 'kanban_columns',
            owner: { column: 'board_id', value: name.id },
            rows: byId(view.columns, (column) => ({
              title: column.title,
              position: column.position,
              wip_limit: column.wipLimit,
            })),
          },
          {
            table: 'kanban_cards',
            owner: { column: 'board_id', value: name.id },
            rows: byId(cards, cardRow),
          },
        ],
      };
    }
  }
}

/** A to-do's row in todos, but for its keys (id, document_name): what REST reads of it once stored. */
export const todoRow = keptRows((todo: Todo, listId: string | null, workspaceId: string) => ({
  workspace_id: workspaceId,
  list_id: listId,
  title: todo.title,
  description: todo.description,
  completed: todo.completed,
  position: todo.position,
  due_date: calendarDate(todo.dueDate),
  assignee_id: uuidOrNull(todo.assigneeId),
  notes: JSON.stringify(todo.notes),
  comment_count: todo.commentCount,
  created_at: timestamp(todo.createdAt),
  updated_at: timestamp(todo.updatedAt),
}));

/** A list's or the inbox's to-dos; the inbox's have no list id (list_id null). */
function todoRows(todos: Todo[], name: DocumentName, workspaceId: string): ChildRows {
  const listId = name.kind === 'todolist' ? name.id : null;
  return {
    table: 'todos',
    owner: { column: 'document_name', value: formatDocumentName(name.kind, name.id) },
    rows: new Map(todos.map((todo) => [todo.id, todoRow(todo, listId, workspaceId)])),
  };
}
