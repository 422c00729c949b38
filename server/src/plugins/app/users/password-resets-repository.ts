import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { createSingleUseTokens } from '../sessions/single-use-tokens';

/** Password reset links; only the SHA-256 of each token is stored. */
export function createPasswordResetsRepository(db: Kysely<DB>) {
  const { create, peek, consume } = createSingleUseTokens(db, 'password_resets');
  return { create, peek, consume };
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;
