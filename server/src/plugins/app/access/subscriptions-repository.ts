import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../../db/schema';

export type SubscriptionRow = Selectable<DB['subscriptions']>;

export function createSubscriptionsRepository(db: Kysely<DB>) {
  return {
    async find(userId: string, trx: Kysely<DB> = db): Promise<SubscriptionRow | null> {
      return (
        (await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst()) ?? null
      );
    },

    async startTrial(userId: string, now: Date, trx: Kysely<DB> = db) {
      await trx
        .insertInto('subscriptions')
        .values({
          user_id: userId,
          status: 'trialing',
          trial_start_date: now,
          paid_thru_date: null,
          updated_at: now,
        })
        .execute();
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
