import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { hashToken, newToken } from './tokens';

/** Tables of single-use secrets: token_hash, user_id, created_at, expires_at, used_at. */
export type SingleUseTokenTable = 'password_resets' | 'email_verifications' | 'purchases';

export interface SingleUseTokenOptions {
  /** The token dies when its account's password changes after it was made (see migration 0017). */
  endsWithPasswordChange?: boolean;
}

/**
 * Single-use secrets handed to one person (a link in an e-mail, a purchase cookie): only the SHA-256 of
 * each token is stored; a token works until it expires or is used, once.
 */
export function createSingleUseTokens(
  db: Kysely<DB>,
  table: SingleUseTokenTable,
  options: SingleUseTokenOptions = {},
) {
  // The three tables have the same columns; Kysely is told about one of them.
  const name = table as 'password_resets';

  /** The token's row, unused and unexpired (and, when so made, made since the last password change). */
  function live(eb: ExpressionBuilder<DB, 'password_resets'>, token: string, now: Date) {
    const conditions = [
      eb('token_hash', '=', hashToken(token)),
      eb('used_at', 'is', null),
      eb('expires_at', '>', now),
    ];
    if (options.endsWithPasswordChange) {
      conditions.push(
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', `${table}.user_id` as 'password_resets.user_id')
            .whereRef(
              'users.password_changed_at',
              '<=',
              `${table}.created_at` as 'password_resets.created_at',
            ),
        ),
      );
    }
    return eb.and(conditions);
  }

  return {
    async create(userId: string, now: Date, ttlMs: number, trx: Kysely<DB> = db): Promise<string> {
      const token = newToken();
      await trx
        .insertInto(name)
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: now,
          expires_at: new Date(now.getTime() + ttlMs),
        })
        .execute();
      return token;
    },

    /** The user of a live, unused token, or null; the token stays unused. */
    async peek(token: string, now: Date, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .selectFrom(name)
        .select('user_id')
        .where((eb) => live(eb, token, now))
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Marks a live, unused token as used and returns its user, or null. Single use even under races. */
    async consume(token: string, now: Date, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .updateTable(name)
        .set({ used_at: now })
        .where((eb) => live(eb, token, now))
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** The account a token was made for, whether or not it is used or expired; null for a token never made. */
    async madeFor(token: string, trx: Kysely<DB> = db): Promise<string | null> {
      const row = await trx
        .selectFrom(name)
        .select('user_id')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row?.user_id ?? null;
    },

    /** Uses up every token of the account that is still unused. */
    async endAllForUser(userId: string, now: Date, trx: Kysely<DB> = db): Promise<void> {
      await trx
        .updateTable(name)
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
