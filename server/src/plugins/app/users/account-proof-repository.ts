import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * Whether the mailbox's owner has been shown to hold an account (`users.holder_proven_at`), and what the
 * account did before that (migrations/0022_account_proof.sql).
 */
export function createAccountProofRepository(db: Kysely<DB>) {
  return {
    /**
     * Locks the account's row until the transaction ends, so that a proof or a sign-in made at the same
     * moment on another instance waits for this transaction (or this one for it); null when it is gone.
     */
    async lock(userId: string, trx: Kysely<DB> = db): Promise<{ proven: boolean } | null> {
      const row = await trx
        .selectFrom('users')
        .select('holder_proven_at')
        .where('id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      return row ? { proven: row.holder_proven_at !== null } : null;
    },

    /** Notes that the account handed this workspace over before its holder was proven. */
    async recordHandover(userId: string, workspaceId: string, now: Date, trx: Kysely<DB> = db) {
      await trx
        .insertInto('handovers_before_proof')
        .values({ from_user_id: userId, workspace_id: workspaceId, handed_at: now })
        .onConflict((oc) => oc.columns(['from_user_id', 'workspace_id']).doNothing())
        .execute();
    },

    /** Marks the holder proven; true when this is the first proof. */
    async markProven(userId: string, now: Date, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .updateTable('users')
        .set({ holder_proven_at: now })
        .where('id', '=', userId)
        .where('holder_proven_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The workspaces the account handed over before its proof, forgotten as they are read. */
    async takeHandovers(userId: string, trx: Kysely<DB> = db): Promise<string[]> {
      const rows = await trx
        .deleteFrom('handovers_before_proof')
        .where('from_user_id', '=', userId)
        .returning('workspace_id')
        .execute();
      return rows.map((row) => row.workspace_id);
    },
  };
}

export type AccountProofRepository = ReturnType<typeof createAccountProofRepository>;
