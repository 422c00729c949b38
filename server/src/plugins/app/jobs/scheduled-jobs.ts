import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema';

/**
 * The jobs of `kind` scheduled for one subject (its payload's `key` equal to `value`) that have not failed:
 * a scheduled deletion of a workspace or an account, which asking again, cancelling and reading find.
 */
export function scheduledJobs(trx: Kysely<DB>, kind: string, key: string, value: string) {
  return trx
    .selectFrom('jobs')
    .select(['id', 'due_at', 'claimed_until', 'payload'])
    .where('kind', '=', kind)
    .where(sql<string>`payload ->> ${key}`, '=', value)
    .where('failed_at', 'is', null);
}

/** Removes scheduled jobs (a cancelled deletion's). */
export async function dropJobs(trx: Kysely<DB>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom('jobs').where('id', 'in', ids).execute();
}
