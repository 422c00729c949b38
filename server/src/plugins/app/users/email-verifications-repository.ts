import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { hashToken, newToken } from '../sessions/tokens';

/** Links that prove an account owns its address; only the SHA-256 of each token is stored. */
export function createEmailVerificationsRepository(db: Kysely<DB>) {
  return {
    async create(userId: string, now: Date, ttlMs: number, trx: Kysely<DB> = db): Promise<string> {
      const token = newToken();
      await trx
        .insertInto('email_verifications')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMs),
        })
        .execute();
      return token;
    },

    /** Marks a live, unused token as used and returns its user, or null. Single use even under races. */
    async consume(token: string, now: Date, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
