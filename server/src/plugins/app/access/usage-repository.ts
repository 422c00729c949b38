import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export interface ContentCounts {
  mindmaps: number;
  todoLists: number;
  boards: number;
}

export function createUsageRepository(db: Kysely<DB>) {
  return {
    /** How many maps, lists and boards a workspace holds (from the projection). */
    async contentCounts(workspaceId: string, trx: Kysely<DB> = db): Promise<ContentCounts> {
      const count = (table: 'mindmaps' | 'todo_lists' | 'boards') =>
        trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('workspace_id', '=', workspaceId)
          .executeTakeFirstOrThrow();
      const [mindmaps, todoLists, boards] = await Promise.all([
        count('mindmaps'),
        count('todo_lists'),
        count('boards'),
      ]);
      return { mindmaps: mindmaps.count, todoLists: todoLists.count, boards: boards.count };
    },

    /** AI runs billed to an account since `since`. */
    async aiRunsSince(accountId: string, since: Date, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx
        .selectFrom('ai_runs')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('account_id', '=', accountId)
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return row.count;
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
