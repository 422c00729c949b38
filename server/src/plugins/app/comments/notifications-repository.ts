import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * The user's notifications of workspaces they are a member of now: a member who is removed or leaves no
 * longer sees what was said there, nor the titles it points at; invited back, they see them again.
 */
function ofCurrentMemberships(userId: string) {
  return (eb: ExpressionBuilder<DB, 'notifications'>) =>
    eb.and([
      eb('notifications.user_id', '=', userId),
      eb.exists(
        eb
          .selectFrom('workspace_members as m')
          .select('m.user_id')
          .whereRef('m.workspace_id', '=', 'notifications.workspace_id')
          .where('m.user_id', '=', userId),
      ),
    ]);
}

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

    /** The newest notifications of the user's current workspaces, their targets, and the unread count. */
    async forUser(userId: string, limit: number, trx: Kysely<DB> = db) {
      const rows = await trx
        .selectFrom('notifications')
        .innerJoin('comments as c', 'c.id', 'notifications.comment_id')
        .leftJoin('users as a', 'a.id', 'notifications.actor_id')
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
          'notifications.id',
          'notifications.read_at',
          'notifications.created_at',
          'c.body',
          'c.target_kind',
          'c.target_id',
          't.title as todo_title',
          't.list_id',
          'card.title as card_title',
          'card.board_id',
          sql<string | null>`coalesce(nullif(a.name, ''), a.email)`.as('actor'),
        ])
        .where(ofCurrentMemberships(userId))
        .orderBy('notifications.created_at', 'desc')
        .orderBy('notifications.id')
        .limit(limit)
        .execute();
      const { unread } = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number>().as('unread'))
        .where(ofCurrentMemberships(userId))
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { rows, unread: Number(unread) };
    },

    /** Marks the user's notifications read (those `ids`, else all), in their current workspaces only. */
    async markRead(userId: string, ids: string[] | undefined, now: Date, trx: Kysely<DB> = db) {
      let query = trx
        .updateTable('notifications')
        .set({ read_at: now })
        .where(ofCurrentMemberships(userId))
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
