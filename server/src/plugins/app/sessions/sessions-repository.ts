import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
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

    /** The user id of a live session, or null when the token is unknown or expired. */
    async findUserId(token: string, now: Date, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .selectFrom('sessions')
        .select('user_id')
        .where('id_hash', '=', hashToken(token))
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.user_id ?? null;
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
