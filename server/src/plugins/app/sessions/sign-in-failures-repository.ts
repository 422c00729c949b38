import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/** First key of the sign-in locks ('MLSI'), apart from the other advisory locks of the application. */
const SIGN_IN_LOCK_SPACE = 0x4d4c5349;

/** What the throttle reads of the recent failures on one e-mail before it decides on an attempt. */
export interface RecentFailures {
  /** When the attempt's address failed on the e-mail, newest first, at most `fromAddressLimit`. */
  fromAddress: Date[];
  /** The newest failures on the e-mail from every address, newest first, at most `onAccountLimit`. */
  onAccount: Date[];
}

/**
 * Failed sign-ins, one row each, keyed by the e-mail typed (lower case, known account or not) and the
 * client's address key (plugins/address-key.ts). The rules that read them are in sign-in-throttle.ts.
 */
export function createSignInFailuresRepository(db: Kysely<DB>) {
  return {
    /**
     * Reads the failures on `email` since `since`, asks `refusal` whether the attempt is refused, and
     * records it as a failure when it is not: one step for each e-mail, on every instance sharing the
     * database (a transaction holding the e-mail's advisory lock), so that parallel attempts each see the
     * ones before them. Returns the new row's id, or the refusal.
     */
    async recordUnlessRefused<R>(
      attempt: { email: string; address: string; now: Date; since: Date },
      limits: { fromAddressLimit: number; onAccountLimit: number },
      refusal: (recent: RecentFailures) => R | undefined,
    ): Promise<{ recorded: number } | { refused: R }> {
      const { email, address, now, since } = attempt;
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${email}))`.execute(trx);
        const newest = (from: string | null, limit: number) =>
          trx
            .selectFrom('sign_in_failures')
            .select('failed_at')
            .where('email', '=', email)
            .$if(from !== null, (query) => query.where('address', '=', from!))
            .where('failed_at', '>', since)
            .orderBy('failed_at', 'desc')
            .limit(limit)
            .execute();
        const fromAddress = await newest(address, limits.fromAddressLimit);
        const onAccount = await newest(null, limits.onAccountLimit);
        const refused = refusal({
          fromAddress: fromAddress.map((row) => row.failed_at),
          onAccount: onAccount.map((row) => row.failed_at),
        });
        if (refused !== undefined) return { refused };
        const row = await trx
          .insertInto('sign_in_failures')
          .values({ email, address, failed_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { recorded: row.id };
      });
    },

    /** Forgets the failures older than `keepSince`. */
    async prune(keepSince: Date) {
      await db.deleteFrom('sign_in_failures').where('failed_at', '<=', keepSince).execute();
    },

    async delete(id: number) {
      await db.deleteFrom('sign_in_failures').where('id', '=', id).execute();
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof createSignInFailuresRepository>;
