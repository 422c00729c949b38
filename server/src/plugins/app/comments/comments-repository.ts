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
    /**
     * The thread of an item, oldest first, with each author's name (else e-mail), or the spec's 'Anon' for
     * a comment whose author's account was deleted.
     */
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
          sql<string>`coalesce(nullif(u.name, ''), u.email, 'Anon')`.as('author'),
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

    /**
     * Removes threads whose item has been gone longer than an undo can reach back, and that no kept version
     * holds: a restore of such a version brings the item back under its id, and its thread with it. A
     * version holds the item when it ends (its last change) between a change of the item in its document
     * and the item's last change anywhere (its deletion); a version of a list the to-do had left by then
     * counts too, which keeps a thread longer than needed, never shorter.
     */
    async deleteOrphaned(before: Date, trx: Kysely<DB> = db): Promise<number> {
      const result = await trx
        .deleteFrom('comments as c')
        .where('c.orphaned_at', '<', before)
        .where(
          sql<boolean>`not exists (
            select 1 from document_changes ch
            join document_versions v on v.document_name = ch.document_name and v.last_change_id >= ch.id
            where ch.workspace_id = c.workspace_id and ch.item_kind = c.target_kind
              and ch.item_id = c.target_id
              and v.last_change_id < (
                select max(gone.id) from document_changes gone
                where gone.workspace_id = c.workspace_id and gone.item_kind = c.target_kind
                  and gone.item_id = c.target_id))`,
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>;
