import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';
import { hashToken, newToken } from '../sessions/tokens';

export type InvitationRow = Selectable<DB['invitations']>;

export function createInvitationsRepository(db: Kysely<DB>) {
  return {
    /** Stores an invitation and returns it with the token for its link (only the hash is kept). */
    async create(
      input: {
        workspaceId: string;
        email: string;
        role: 'editor' | 'viewer';
        invitedBy: string;
        now: Date;
        ttlMs: number;
      },
      trx: Kysely<DB> = db,
    ) {
      const token = newToken();
      const row = await trx
        .insertInto('invitations')
        .values({
          id: randomUUID(),
          workspace_id: input.workspaceId,
          email: input.email,
          role: input.role,
          token_hash: hashToken(token),
          invited_by: input.invitedBy,
          created_at: input.now,
          expires_at: new Date(input.now.getTime() + input.ttlMs),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, token };
    },

    async pending(workspaceId: string, now: Date, trx: Kysely<DB> = db): Promise<InvitationRow[]> {
      return trx
        .selectFrom('invitations')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** A pending, unexpired invitation by its link token, with the workspace and inviter names. */
    async findOpenByToken(token: string, now: Date, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('invitations as i')
        .innerJoin('workspaces as w', 'w.id', 'i.workspace_id')
        .innerJoin('users as u', 'u.id', 'i.invited_by')
        .selectAll('i')
        .select(['w.name as workspace_name', 'u.email as inviter_email', 'u.name as inviter_name'])
        .where((eb) =>
          eb.or([eb('i.token_hash', '=', hashToken(token)), eb('i.mail_token_hash', '=', hashToken(token))]),
        )
        .where('i.accepted_at', 'is', null)
        .where('i.expires_at', '>', now)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Gives an open invitation a new token for the link its mail carries, made as the mail is sent (the
     * previous mail's token ends); returns it with the invited address, or null once the invitation was
     * accepted, withdrawn or has expired. The link answered to the owner (token_hash) keeps working.
     */
    async renewMailToken(id: string, now: Date, trx: Kysely<DB> = db) {
      const token = newToken();
      const row = await trx
        .updateTable('invitations')
        .set({ mail_token_hash: hashToken(token) })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('email')
        .executeTakeFirst();
      return row ? { token, email: row.email } : null;
    },

    async markAccepted(id: string, now: Date, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .updateTable('invitations')
        .set({ accepted_at: now })
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Withdraws every invitation the user sent that is not accepted yet. */
    async withdrawSentBy(userId: string, trx: Kysely<DB> = db) {
      await trx
        .deleteFrom('invitations')
        .where('invited_by', '=', userId)
        .where('accepted_at', 'is', null)
        .execute();
    },

    async delete(workspaceId: string, id: string, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('invitations')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', id)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
