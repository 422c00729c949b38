import type { Kysely } from 'kysely';
import type { TodoItem, TodoList } from '@shared/api/todo-lists';
import type { DB } from '../../../db/schema';

const iso = (value: Date) => value.toISOString();

export function createTodoListsRepository(db: Kysely<DB>) {
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
        .orderBy('position')
        .orderBy('id')
        .execute();
      const byList = new Map<string | null, TodoItem[]>();
      for (const todo of todos) {
        const items = byList.get(todo.list_id) ?? [];
        items.push({
          id: todo.id,
          title: todo.title,
          description: todo.description,
          completed: todo.completed,
          position: items.length,
          list_id: todo.list_id,
          created_at: iso(todo.created_at),
          updated_at: iso(todo.updated_at),
        });
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
  };
}

export type TodoListsRepository = ReturnType<typeof createTodoListsRepository>;
