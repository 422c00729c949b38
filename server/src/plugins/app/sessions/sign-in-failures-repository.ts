import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * Failed sign-ins, one row each, keyed by the e-mail typed (lower case, known account or not) and the
 * client's address. The rules that read them are in sign-in-throttle.ts.
 */
export function createSignInFailuresRepository(db: Kysely<DB>) {
  return {
    /** When this address failed on this e-mail since `since`: the `limit` newest, newest first. */
    async recentFromAddress(email: string, address: string, since: Date, limit: number): Promise<Date[]> {
      const rows = await db
        .selectFrom('sign_in_failures')
        .select('failed_at')
        .where('email', '=', email)
        .where('address', '=', address)
        .where('failed_at', '>', since)
        .orderBy('failed_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.failed_at);
    },

    /** How many times anyone failed on this e-mail since `since`, counted up to `limit` at most. */
    async countOnAccount(email: string, since: Date, limit: number): Promise<number> {
      const rows = await db
        .selectFrom('sign_in_failures')
        .select('id')
        .where('email', '=', email)
        .where('failed_at', '>', since)
        .limit(limit)
        .execute();
      return rows.length;
    },

    /** Records a failure and forgets those older than `keepSince`; returns the new row's id. */
    async record(email: string, address: string, now: Date, keepSince: Date): Promise<number> {
      const row = await db
        .insertInto('sign_in_failures')
        .values({ email, address, failed_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.deleteFrom('sign_in_failures').where('failed_at', '<=', keepSince).execute();
      return row.id;
    },

    async delete(id: number) {
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
