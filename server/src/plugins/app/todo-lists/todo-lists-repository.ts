import type { Kysely, Selectable } from 'kysely';
import { byteOrder, rankOf } from '../../../db/byte-order';
import type { TodoItem, TodoList } from '@shared/api/todo-lists';
import { coalescedReads, pairIn } from '../../../db/coalesced-reads';
import type { DB } from '../../../db/schema';

const iso = (value: Date) => value.toISOString();

export type TodoRow = Selectable<DB['todos']>;

function parseNotes(json: string): Array<{ id: string; text: string; created_at: string }> {
  try {
    const notes = JSON.parse(json) as Array<{ id: string; text: string; createdAt: string }>;
    return notes.map((note) => ({ id: note.id, text: note.text, created_at: note.createdAt }));
  } catch {
    return [];
  }
}

/** A projected to-do as REST answers it; `rank` is its 0-based place in its list. */
export function presentTodo(todo: TodoRow, rank: number): TodoItem {
  return {
    id: todo.id,
    title: todo.title,
    description: todo.description,
    completed: todo.completed,
    position: rank,
    list_id: todo.list_id,
    due_date: todo.due_date,
    assignee_id: todo.assignee_id,
    comment_count: todo.comment_count,
    created_at: iso(todo.created_at),
    updated_at: iso(todo.updated_at),
  };
}

/** Where a to-do is read from: its document and its id. */
type TodoKey = { documentName: string; id: string };
const todoKey = ({ documentName, id }: TodoKey) => `${documentName}/${id}`;

export function createTodoListsRepository(db: Kysely<DB>) {
  const todoReads = coalescedReads(todoKey, async (keys: TodoKey[]) => {
    const rows = await db
      .selectFrom('todos as t')
      .leftJoin('todo_lists as l', 'l.id', 't.list_id')
      .selectAll('t')
      .select('l.title as list_title')
      .select(rankOf('todos', 't', ['document_name']).as('rank'))
      .where(
        pairIn(
          ['t.document_name', 't.id'],
          keys.map((key) => [key.documentName, key.id]),
        ),
      )
      .execute();
    return new Map(
      rows.map(({ rank, list_title, ...todo }) => [
        todoKey({ documentName: todo.document_name, id: todo.id }),
        {
          ...presentTodo(todo, Number(rank)),
          list_title: list_title ?? 'Unassigned',
          notes: parseNotes(todo.notes),
        },
      ]),
    );
  });

  return {
    async exists(id: string, workspaceId: string, trx: Kysely<DB> = db): Promise<boolean> {
      const row = await trx
        .selectFrom('todo_lists')
        .select('id')
        .where('id', '=', id)
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The workspace's lists in creation order with their to-dos, then its unassigned to-dos (if any). */
    async listWithTodos(workspaceId: string, trx: Kysely<DB> = db): Promise<TodoList[]> {
      const lists = await trx
        .selectFrom('todo_lists as l')
        // Links are written live and cannot be checked on the way in: only a node of a map in the list's
        // own workspace counts as its link.
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('nodes as n')
              .innerJoin('mindmaps as m', 'm.id', 'n.mindmap_id')
              .select(['n.mindmap_id', 'n.id as node_id', 'n.linked_todo_list_id', 'm.workspace_id'])
              .as('linked'),
          (join) =>
            join
              .onRef('linked.linked_todo_list_id', '=', 'l.id')
              .onRef('linked.workspace_id', '=', 'l.workspace_id'),
        )
        .select([
          'l.id',
          'l.title',
          'l.description',
          'l.created_at',
          'l.updated_at',
          'linked.mindmap_id',
          'linked.node_id',
        ])
        .where('l.workspace_id', '=', workspaceId)
        .orderBy('l.created_at')
        .orderBy('l.id')
        .execute();
      const todos = await trx
        .selectFrom('todos')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .orderBy('list_id')
        .orderBy(byteOrder('position'))
        .orderBy(byteOrder('id'))
        .execute();
      const byList = new Map<string | null, TodoItem[]>();
      for (const todo of todos) {
        const items = byList.get(todo.list_id) ?? [];
        items.push(presentTodo(todo, items.length));
        byList.set(todo.list_id, items);
      }
      const seen = new Set<string>();
      const result: TodoList[] = [];
      for (const list of lists) {
        // A list linked from two nodes (a concurrent edit) is shown once.
        if (seen.has(list.id)) continue;
        seen.add(list.id);
        result.push({
          id: list.id,
          title: list.title,
          description: list.description,
          mindmap_id: list.mindmap_id,
          node_id: list.node_id,
          created_at: iso(list.created_at),
          updated_at: iso(list.updated_at),
          todos: byList.get(list.id) ?? [],
        });
      }
      const unassigned = byList.get(null) ?? [];
      if (unassigned.length > 0) {
        result.push({
          id: null,
          title: 'Unassigned',
          description: '',
          mindmap_id: null,
          node_id: null,
          created_at: null,
          updated_at: null,
          todos: unassigned,
        });
      }
      return result;
    },

    /** One document's to-dos in order (a list's, or the inbox's with listId null). */
    async todosOf(documentName: string, trx: Kysely<DB> = db): Promise<TodoItem[]> {
      const rows = await trx
        .selectFrom('todos')
        .selectAll()
        .where('document_name', '=', documentName)
        .orderBy(byteOrder('position'))
        .orderBy(byteOrder('id'))
        .execute();
      return rows.map(presentTodo);
    },

    /** Every to-do of the workspace, list by list in creation order, the inbox last. */
    async todosOfWorkspace(workspaceId: string, trx: Kysely<DB> = db): Promise<TodoItem[]> {
      const lists = await this.listWithTodos(workspaceId, trx);
      return lists.flatMap((list) => list.todos);
    },

    /**
     * One to-do of a document with its rank there, its list's title and its notes, or null. The reads
     * asked in one turn of the event loop go as one query (coalescedReads).
     */
    todoIn: (documentName: string, id: string) => todoReads({ documentName, id }),

    /** How far each list linked from a map's nodes is: its to-dos and the completed ones. */
    async progressOfLinkedLists(mindmapId: string, workspaceId: string, trx: Kysely<DB> = db) {
      // The counts are kept with the to-dos (migration 0015).
      const rows = await trx
        .selectFrom('nodes as n')
        .innerJoin('todo_lists as l', (join) =>
          join.onRef('l.id', '=', 'n.linked_todo_list_id').on('l.workspace_id', '=', workspaceId),
        )
        .select(['l.id as list_id', 'l.todo_count as total', 'l.completed_count as done'])
        .distinct()
        .where('n.mindmap_id', '=', mindmapId)
        .execute();
      return rows.map((row) => ({ list_id: row.list_id, total: Number(row.total), done: Number(row.done) }));
    },
  };
}

export type TodoListsRepository = ReturnType<typeof createTodoListsRepository>;
