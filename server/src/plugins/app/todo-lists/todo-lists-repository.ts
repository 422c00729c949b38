import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

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
  };
}

export type TodoListsRepository = ReturnType<typeof createTodoListsRepository>;
