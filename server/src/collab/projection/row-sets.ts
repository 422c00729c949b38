import type * as Y from 'yjs';
import { readBoard } from '@shared/schema/board';
import type { DocumentName } from '@shared/schema/document-name';
import { readInbox } from '@shared/schema/inbox';
import { readMindmap } from '@shared/schema/mindmap';
import { readTodoList } from '@shared/schema/todolist';

export type Row = Record<string, string | number | boolean | null>;

/** The rows of one child table that belong to one document, keyed by id. */
export interface ChildRows {
  table: 'nodes' | 'todos' | 'kanban_columns' | 'kanban_cards';
  /** Which column ties the rows to their document, and its value. */
  owner: { column: 'mindmap_id' | 'list_id' | 'board_id'; value: string | null };
  /** The primary key: the id alone, or the owner column and the id where ids repeat across documents. */
  key: ['id'] | ['board_id', 'id'];
  /** Extra conditions that pick the document's rows (the inbox's to-dos have list_id null). */
  workspaceId?: string;
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

const byId = <T extends { id: string }>(items: T[], toRow: (item: T) => Row) =>
  new Map(items.map((item) => [item.id, toRow(item)]));

/** What the relational projection of a document should hold, read through the schema functions. */
export function documentRows(name: DocumentName, document: Y.Doc, workspaceId: string): DocumentRows {
  switch (name.kind) {
    case 'mindmap': {
      const view = readMindmap(document);
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
            key: ['id'],
            owner: { column: 'mindmap_id', value: name.id },
            rows: byId(view.nodes, (node) => ({
              parent_id: node.parentId,
              label: node.label,
              description: node.description,
              x: node.x,
              y: node.y,
              linked_todo_list_id: uuidOrNull(node.linkedTodoListId),
              created_at: node.createdAt,
              updated_at: node.updatedAt,
            })),
          },
        ],
      };
    }
    case 'todolist': {
      const view = readTodoList(document);
      return {
        parent: {
          table: 'todo_lists',
          id: name.id,
          values: { title: view.meta.title, description: view.meta.description },
        },
        children: [todoRows(view.todos, name.id, workspaceId)],
      };
    }
    case 'inbox':
      return { parent: null, children: [todoRows(readInbox(document).todos, null, workspaceId)] };
    case 'board': {
      const view = readBoard(document);
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
            key: ['board_id', 'id'],
            owner: { column: 'board_id', value: name.id },
            rows: byId(view.columns, (column) => ({ title: column.title, position: column.position })),
          },
          {
            table: 'kanban_cards',
            key: ['id'],
            owner: { column: 'board_id', value: name.id },
            rows: byId(cards, (card) => ({
              column_id: card.columnId,
              position: card.position,
              title: card.title,
              description: card.description,
              status: card.status,
              priority: card.priority,
              due_date: card.dueDate,
              assignee_id: uuidOrNull(card.assigneeId),
              linked_todo_id: card.linkedTodoId,
              todo_list_id: uuidOrNull(card.todoListId),
              created_at: card.createdAt,
              updated_at: card.updatedAt,
            })),
          },
        ],
      };
    }
  }
}

function todoRows(
  todos: ReturnType<typeof readInbox>['todos'],
  listId: string | null,
  workspaceId: string,
): ChildRows {
  return {
    table: 'todos',
    key: ['id'],
    owner: { column: 'list_id', value: listId },
    workspaceId,
    rows: byId(todos, (todo) => ({
      workspace_id: workspaceId,
      title: todo.title,
      description: todo.description,
      completed: todo.completed,
      position: todo.position,
      created_at: todo.createdAt,
      updated_at: todo.updatedAt,
    })),
  };
}
