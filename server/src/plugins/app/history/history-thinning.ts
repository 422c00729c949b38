import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';

/** The durable job that thins documents' histories: one instance at a time, every so often. */
export const THIN_HISTORY_JOB = 'history.thin';
export const THIN_HISTORY_EVERY_MS = 60 * 60_000;
/** Versions let go in one run at most, one small transaction each; the next run goes on. */
const VERSIONS_PER_RUN = 500;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps every version of the last HISTORY_KEEP_ALL_DAYS days, then one a day (the day's last) until
 * HISTORY_KEEP_DAILY_DAYS, and named versions always; each version let go is folded into the one after it
 * (versions-repository.ts), in a transaction of its own, so a document's history stays readable whole at
 * every moment and no run holds a long transaction. Returns how many versions went.
 */
export async function thinHistories(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'config' | 'database'>,
): Promise<number> {
  const now = app.clock.now().getTime();
  const keepAllSince = new Date(now - app.config.HISTORY_KEEP_ALL_DAYS * DAY_MS);
  const keepDaily = Math.max(app.config.HISTORY_KEEP_DAILY_DAYS, app.config.HISTORY_KEEP_ALL_DAYS);
  const keepDailySince = new Date(now - keepDaily * DAY_MS);
  const victims = await app.repos.versions.thinnable(keepAllSince, keepDailySince, VERSIONS_PER_RUN);
  let thinned = 0;
  for (const victim of victims) {
    const folded = await app.database.db
      .transaction()
      .execute((trx) =>
        app.repos.versions.foldIntoNext(
          victim.document_name,
          victim.seq,
          (victim, next) => Y.mergeUpdates([...victim, next]),
          trx,
        ),
      );
    if (folded) thinned += 1;
  }
  return thinned;
}
