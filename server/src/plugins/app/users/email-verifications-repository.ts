import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { createSingleUseTokens } from '../sessions/single-use-tokens';

/** Links that prove an account owns its address; only the SHA-256 of each token is stored. */
export function createEmailVerificationsRepository(db: Kysely<DB>) {
  const { create, peek, consume, madeFor } = createSingleUseTokens(db, 'email_verifications');
  return { create, peek, consume, madeFor };
}

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;
