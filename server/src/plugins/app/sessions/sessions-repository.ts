import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import type { SubscriptionRow } from '../access/subscriptions-repository';
import type { Membership } from '../workspaces/workspaces-repository';
import { hashToken, newToken } from './tokens';

export function createSessionsRepository(db: Kysely<DB>) {
  return {
    /** Starts a session and returns the token for the cookie; the database keeps only its hash. */
    async create(userId: string, now: Date, ttlMs: number, trx: Kysely<DB> = db): Promise<string> {
      const token = newToken();
      await trx
        .insertInto('sessions')
        .values({
          id_hash: hashToken(token),
          user_id: userId,
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMs),
        })
        .execute();
      return token;
    },

    /**
     * A live session's user, with in the same statement the user's current workspace membership (null
     * when the user is no longer a member, or has none) and that workspace owner's subscription: what
     * every signed-in request needs, in one round trip instead of four.
     */
    async findSignedIn(token: string, now: Date, trx: Kysely<DB> = db) {
      const row = await trx
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .leftJoin('workspace_members as m', (join) =>
          join.onRef('m.user_id', '=', 'u.id').onRef('m.workspace_id', '=', 'u.current_workspace_id'),
        )
        .leftJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .leftJoin('users as o', 'o.id', 'w.owner_id')
        .leftJoin('subscriptions as p', 'p.user_id', 'w.owner_id')
        .selectAll('u')
        .select([
          's.expires_at as s_expires_at',
          'w.id as m_workspace_id',
          'w.name as m_workspace_name',
          'w.owner_id as m_owner_id',
          'o.email as m_owner_email',
          'm.role as m_role',
          'p.user_id as p_user_id',
          'p.status as p_status',
          'p.trial_start_date as p_trial_start_date',
          'p.paid_thru_date as p_paid_thru_date',
          'p.ai_limit as p_ai_limit',
          'p.stripe_customer_id as p_stripe_customer_id',
          'p.stripe_subscription_id as p_stripe_subscription_id',
          'p.provider_status as p_provider_status',
          'p.updated_at as p_updated_at',
        ])
        .where('s.id_hash', '=', hashToken(token))
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return null;
      const {
        s_expires_at,
        m_workspace_id,
        m_workspace_name,
        m_owner_id,
        m_owner_email,
        m_role,
        p_user_id,
        p_status,
        p_trial_start_date,
        p_paid_thru_date,
        p_ai_limit,
        p_stripe_customer_id,
        p_stripe_subscription_id,
        p_provider_status,
        p_updated_at,
        ...user
      } = row;
      const membership: Membership | null =
        m_workspace_id && m_workspace_name !== null && m_owner_id && m_owner_email !== null && m_role
          ? {
              workspaceId: m_workspace_id,
              workspaceName: m_workspace_name,
              ownerId: m_owner_id,
              ownerEmail: m_owner_email,
              role: m_role,
            }
          : null;
      const subscription: SubscriptionRow | null =
        p_user_id && p_status && p_updated_at
          ? {
              user_id: p_user_id,
              status: p_status,
              trial_start_date: p_trial_start_date,
              paid_thru_date: p_paid_thru_date,
              ai_limit: p_ai_limit,
              stripe_customer_id: p_stripe_customer_id,
              stripe_subscription_id: p_stripe_subscription_id,
              provider_status: p_provider_status,
              updated_at: p_updated_at,
            }
          : null;
      return { user, membership, subscription, expiresAt: s_expires_at };
    },

    async delete(token: string, trx: Kysely<DB> = db) {
      await trx.deleteFrom('sessions').where('id_hash', '=', hashToken(token)).execute();
    },

    /** Ends every session of a user, except the one kept (if any). */
    async deleteAllForUser(userId: string, trx: Kysely<DB> = db, keepToken?: string) {
      let query = trx.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepToken) query = query.where('id_hash', '!=', hashToken(keepToken));
      await query.execute();
    },

    async deleteExpired(now: Date, trx: Kysely<DB> = db) {
      await trx.deleteFrom('sessions').where('expires_at', '<=', now).execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
