import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
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

    async deleteAllForUser(userId: string, trx: Kysely<DB> = db) {
      await trx.deleteFrom('api_tokens').where('user_id', '=', userId).execute();
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
