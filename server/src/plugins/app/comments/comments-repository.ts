import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

export type CommentTargetKind = 'todo' | 'card';

export interface CommentRow {
  id: string;
  target_id: string;
  body: string;
  author_id: string | null;
  author: string | null;
  created_at: Date;
}

/** How long a deleted item's thread is kept, so an undo of the deletion brings it back. */
export const ORPHANED_COMMENTS_KEPT_MS = 24 * 60 * 60 * 1000;

export function createCommentsRepository(db: Kysely<DB>) {
  return {
    /** The thread of an item, oldest first, with each author's name (else e-mail). */
    async thread(
      workspaceId: string,
      kind: CommentTargetKind,
      targetId: string,
      trx: Kysely<DB> = db,
    ): Promise<CommentRow[]> {
      return trx
        .selectFrom('comments as c')
        .leftJoin('users as u', 'u.id', 'c.author_id')
        .select([
          'c.id',
          'c.target_id',
          'c.body',
          'c.author_id',
          'c.created_at',
          sql<string | null>`coalesce(nullif(u.name, ''), u.email)`.as('author'),
        ])
        .where('c.workspace_id', '=', workspaceId)
        .where('c.target_kind', '=', kind)
        .where('c.target_id', '=', targetId)
        .orderBy('c.created_at')
        .orderBy('c.id')
        .execute();
    },

    async add(
      comment: {
        id: string;
        workspaceId: string;
        kind: CommentTargetKind;
        targetId: string;
        authorId: string;
        body: string;
        now: Date;
      },
      trx: Kysely<DB> = db,
    ): Promise<number> {
      await trx
        .insertInto('comments')
        .values({
          id: comment.id,
          workspace_id: comment.workspaceId,
          target_kind: comment.kind,
          target_id: comment.targetId,
          author_id: comment.authorId,
          body: comment.body,
          created_at: comment.now,
        })
        .execute();
      const { count } = await trx
        .selectFrom('comments')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('workspace_id', '=', comment.workspaceId)
        .where('target_kind', '=', comment.kind)
        .where('target_id', '=', comment.targetId)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /**
     * Items that left their document: their threads are marked orphaned unless another document of the
     * workspace holds the id (a to-do that moved). Items that came back are unmarked.
     */
    async markTargets(
      workspaceId: string,
      kind: CommentTargetKind,
      changes: { removed: string[]; added: string[] },
      now: Date,
      trx: Kysely<DB> = db,
    ) {
      const threadsOf = (ids: string[]) =>
        trx
          .updateTable('comments as c')
          .where('c.workspace_id', '=', workspaceId)
          .where('c.target_kind', '=', kind)
          .where('c.target_id', 'in', ids);
      if (changes.added.length > 0) {
        await threadsOf(changes.added)
          .set({ orphaned_at: null })
          .where('c.orphaned_at', 'is not', null)
          .execute();
      }
      if (changes.removed.length > 0) {
        await threadsOf(changes.removed)
          .set({ orphaned_at: now })
          .where('c.orphaned_at', 'is', null)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('document_items as i')
                  .select('i.id')
                  .whereRef('i.workspace_id', '=', 'c.workspace_id')
                  .whereRef('i.id', '=', 'c.target_id'),
              ),
            ),
          )
          .execute();
      }
    },

    /** Removes threads whose item has been gone longer than an undo can reach back. */
    async deleteOrphaned(before: Date, trx: Kysely<DB> = db): Promise<number> {
      const result = await trx.deleteFrom('comments').where('orphaned_at', '<', before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
