import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, MemberRole } from '../../../db/schema';

export interface Membership {
  workspaceId: string;
  workspaceName: string;
  ownerId: string;
  ownerEmail: string;
  role: MemberRole;
}

export function createWorkspacesRepository(db: Kysely<DB>) {
  const memberships = (trx: Kysely<DB>) =>
    trx
      .selectFrom('workspace_members as m')
      .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .innerJoin('users as o', 'o.id', 'w.owner_id')
      .select([
        'w.id as workspaceId',
        'w.name as workspaceName',
        'w.owner_id as ownerId',
        'o.email as ownerEmail',
        'm.role as role',
      ]);

  return {
    /** Creates a workspace with its owner as first member. */
    async create(input: { name: string; ownerId: string; now: Date }, trx: Kysely<DB> = db): Promise<string> {
      const id = randomUUID();
      await trx
        .insertInto('workspaces')
        .values({ id, name: input.name, owner_id: input.ownerId, created_at: input.now })
        .execute();
      await trx
        .insertInto('workspace_members')
        .values({ workspace_id: id, user_id: input.ownerId, role: 'owner', created_at: input.now })
        .execute();
      return id;
    },

    async membership(userId: string, workspaceId: string, trx: Kysely<DB> = db): Promise<Membership | null> {
      const row = await memberships(trx)
        .where('m.user_id', '=', userId)
        .where('m.workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Every workspace the user belongs to, their own first. */
    async listForUser(userId: string, trx: Kysely<DB> = db): Promise<Membership[]> {
      const rows = await memberships(trx).where('m.user_id', '=', userId).orderBy('m.created_at').execute();
      return rows.sort((a, b) => Number(b.ownerId === userId) - Number(a.ownerId === userId));
    },

    async members(workspaceId: string, trx: Kysely<DB> = db) {
      return trx
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.name', 'u.email', 'm.role', 'm.created_at'])
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('m.created_at')
        .execute();
    },

    async addMember(workspaceId: string, userId: string, role: MemberRole, now: Date, trx: Kysely<DB> = db) {
      await trx
        .insertInto('workspace_members')
        .values({ workspace_id: workspaceId, user_id: userId, role, created_at: now })
        .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
        .execute();
    },

    async setRole(
      workspaceId: string,
      userId: string,
      role: MemberRole,
      trx: Kysely<DB> = db,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('workspace_members')
        .set({ role })
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeMember(workspaceId: string, userId: string, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setOwner(workspaceId: string, ownerId: string, trx: Kysely<DB> = db) {
      await trx.updateTable('workspaces').set({ owner_id: ownerId }).where('id', '=', workspaceId).execute();
    },

    /** The ids of the workspaces the user owns. */
    async ownedBy(userId: string, trx: Kysely<DB> = db): Promise<string[]> {
      const rows = await trx.selectFrom('workspaces').select('id').where('owner_id', '=', userId).execute();
      return rows.map((row) => row.id);
    },

    /** Every member of the workspace but `keepUserId` leaves it. */
    async removeOthers(workspaceId: string, keepUserId: string, trx: Kysely<DB> = db) {
      await trx
        .deleteFrom('workspace_members')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '!=', keepUserId)
        .execute();
    },
  };
}

export type WorkspacesRepository = ReturnType<typeof createWorkspacesRepository>;
