import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export function createNotificationsRepository(db: Kysely<DB>) {
  return {
    async addMentions(
      mentions: Array<{
        id: string;
        userId: string;
        workspaceId: string;
        commentId: string;
        actorId: string;
      }>,
      now: Date,
      trx: Kysely<DB> = db,
    ) {
      if (mentions.length === 0) return;
      await trx
        .insertInto('notifications')
        .values(
          mentions.map((mention) => ({
            id: mention.id,
            user_id: mention.userId,
            workspace_id: mention.workspaceId,
            kind: 'mention' as const,
            comment_id: mention.commentId,
            actor_id: mention.actorId,
            created_at: now,
          })),
        )
        .execute();
    },

    /** A user's newest notifications with what they point at, and the unread count. */
    async forUser(userId: string, limit: number, trx: Kysely<DB> = db) {
      const rows = await trx
        .selectFrom('notifications as n')
        .innerJoin('comments as c', 'c.id', 'n.comment_id')
        .leftJoin('users as a', 'a.id', 'n.actor_id')
        .leftJoin('todos as t', (join) =>
          join
            .onRef('t.id', '=', 'c.target_id')
            .onRef('t.workspace_id', '=', 'c.workspace_id')
            .on('c.target_kind', '=', 'todo'),
        )
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('kanban_cards as k')
              .innerJoin('boards as b', 'b.id', 'k.board_id')
              .select(['k.id', 'k.title', 'k.board_id', 'b.workspace_id'])
              .as('card'),
          (join) =>
            join
              .onRef('card.id', '=', 'c.target_id')
              .onRef('card.workspace_id', '=', 'c.workspace_id')
              .on('c.target_kind', '=', 'card'),
        )
        .select([
          'n.id',
          'n.read_at',
          'n.created_at',
          'c.body',
          'c.target_kind',
          'c.target_id',
          't.title as todo_title',
          't.list_id',
          'card.title as card_title',
          'card.board_id',
          sql<string | null>`coalesce(nullif(a.name, ''), a.email)`.as('actor'),
        ])
        .where('n.user_id', '=', userId)
        .orderBy('n.created_at', 'desc')
        .orderBy('n.id')
        .limit(limit)
        .execute();
      const { unread } = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { rows, unread: Number(unread) };
    },

    async markRead(userId: string, ids: string[] | undefined, now: Date, trx: Kysely<DB> = db) {
      let query = trx
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids) {
        if (ids.length === 0) return;
        query = query.where('id', 'in', ids);
      }
      await query.execute();
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
