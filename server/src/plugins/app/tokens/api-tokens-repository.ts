import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { TOKEN_PREFIX } from '@shared/api/tokens';
import type { ApiTokenScope, DB } from '../../../db/schema';
import { hashToken } from '../sessions/tokens';

/** Last-used dates are written at most this often per token, so a busy script does not write on every call. */
export const LAST_USED_PRECISION_MS = 60_000;

export interface ApiTokenRow {
  id: string;
  user_id: string;
  workspace_id: string;
  workspace_name: string;
  name: string;
  scope: ApiTokenScope;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
}

export type EndedApiTokenRow = Selectable<DB['ended_api_tokens']>;

/** Newest made first, then by id, as listEnded orders the tokens of one reset (uuids compare as text). */
function newestMadeFirst(a: EndedApiTokenRow, b: EndedApiTokenRow): number {
  const made = b.created_at.getTime() - a.created_at.getTime();
  if (made !== 0) return made;
  return a.id < b.id ? -1 : 1;
}

/** A new token secret: the prefix, then 32 random bytes. */
export function newTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function createApiTokensRepository(db: Kysely<DB>) {
  const rows = (trx: Kysely<DB>) =>
    trx
      .selectFrom('api_tokens as t')
      .innerJoin('workspaces as w', 'w.id', 't.workspace_id')
      .select([
        't.id',
        't.user_id',
        't.workspace_id',
        'w.name as workspace_name',
        't.name',
        't.scope',
        't.created_at',
        't.expires_at',
        't.last_used_at',
      ]);

  return {
    /** Stores a token and returns it with its secret; only the secret's hash is kept. */
    async create(
      input: {
        userId: string;
        workspaceId: string;
        name: string;
        scope: ApiTokenScope;
        now: Date;
        expiresAt: Date | null;
      },
      trx: Kysely<DB> = db,
    ): Promise<{ row: ApiTokenRow; secret: string }> {
      const secret = newTokenSecret();
      const id = randomUUID();
      await trx
        .insertInto('api_tokens')
        .values({
          id,
          token_hash: hashToken(secret),
          user_id: input.userId,
          workspace_id: input.workspaceId,
          name: input.name,
          scope: input.scope,
          created_at: input.now,
          expires_at: input.expiresAt,
        })
        .execute();
      const row = await rows(trx).where('t.id', '=', id).executeTakeFirstOrThrow();
      return { row, secret };
    },

    /** The live token a secret names: null when unknown, revoked or expired. */
    async findLive(secret: string, now: Date, trx: Kysely<DB> = db): Promise<ApiTokenRow | null> {
      const row = await rows(trx)
        .where('t.token_hash', '=', hashToken(secret))
        .where((eb) => eb.or([eb('t.expires_at', 'is', null), eb('t.expires_at', '>', now)]))
        .executeTakeFirst();
      return row ?? null;
    },

    /** The user's tokens, newest first. */
    async listForUser(userId: string, trx: Kysely<DB> = db): Promise<ApiTokenRow[]> {
      return rows(trx).where('t.user_id', '=', userId).orderBy('t.created_at', 'desc').execute();
    },

    async countForUser(userId: string, trx: Kysely<DB> = db): Promise<number> {
      const row = await trx
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Revokes one of the user's tokens; false when they hold no such token. */
    async delete(userId: string, id: string, trx: Kysely<DB> = db): Promise<boolean> {
      const result = await trx
        .deleteFrom('api_tokens')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /**
     * Ends every token of the user at `now` (a password reset) and records each as ended; what the user's
     * earlier resets ended before `forgetBefore` is no longer shown, so it is dropped. The tokens are read
     * by the statement that deletes them: one made meanwhile is either ended and recorded or untouched.
     */
    async endAllForUser(
      userId: string,
      now: Date,
      forgetBefore: Date,
      trx: Kysely<DB> = db,
    ): Promise<EndedApiTokenRow[]> {
      await trx
        .deleteFrom('ended_api_tokens')
        .where('user_id', '=', userId)
        .where('ended_at', '<=', forgetBefore)
        .execute();
      const ended = await trx
        .deleteFrom('api_tokens as t')
        .using('workspaces as w')
        .whereRef('w.id', '=', 't.workspace_id')
        .where('t.user_id', '=', userId)
        .returning(['t.id', 't.user_id', 't.name', 'w.name as workspace_name', 't.created_at'])
        .execute();
      if (ended.length === 0) return [];
      const recorded = await trx
        .insertInto('ended_api_tokens')
        .values(ended.map((row) => ({ ...row, ended_at: now })))
        .returningAll()
        .execute();
      return recorded.sort(newestMadeFirst);
    },

    /** The tokens of the user that resets ended since `since`: latest reset first, then newest made. */
    async listEnded(userId: string, since: Date, trx: Kysely<DB> = db): Promise<EndedApiTokenRow[]> {
      return trx
        .selectFrom('ended_api_tokens')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ended_at', '>', since)
        .orderBy('ended_at', 'desc')
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
    },

    /** The owner has read which tokens ended: forget them all. */
    async dismissEnded(userId: string, trx: Kysely<DB> = db) {
      await trx.deleteFrom('ended_api_tokens').where('user_id', '=', userId).execute();
    },

    /** Records a use, unless one was recorded within the last LAST_USED_PRECISION_MS. */
    async touch(id: string, now: Date, trx: Kysely<DB> = db) {
      const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
      await trx
        .updateTable('api_tokens')
        .set({ last_used_at: now })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', since)]))
        .execute();
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
