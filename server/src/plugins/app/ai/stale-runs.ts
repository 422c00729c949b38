import type { FastifyInstance } from 'fastify';
import { endGeneration, GENERATION_STALE_MS, readGeneration } from '@shared/schema/generation';

/** What a run left `running` becomes once its document's generation is known to have ended. */
const OUTCOMES = { done: 'succeeded', failed: 'failed', stopped: 'stopped' } as const;

export const STALE_RUN_ERROR = 'left running by a server that stopped';

/** The recurring job that runs finaliseStaleRuns (see ai-plugin.ts). */
export const STALE_RUNS_JOB = 'ai.stale-runs';

/**
 * Ends the AI runs a crashed server left `running`. A run older than the stale time is judged by its
 * document: while the generation there still moves its heartbeat (another instance runs it) it is left
 * alone; a generation whose heartbeat went quiet is marked failed in the document (so every viewer sees
 * it end) and in the run's row; one the document shows as ended gives the row that outcome. Returns how
 * many rows were ended.
 */
export async function finaliseStaleRuns(
  app: Pick<FastifyInstance, 'documents' | 'clock' | 'database' | 'log'>,
): Promise<number> {
  const now = app.clock.now();
  const candidates = await app.database.db
    .selectFrom('ai_runs')
    .select(['id', 'document_name'])
    .where('status', '=', 'running')
    .where('created_at', '<', new Date(now.getTime() - GENERATION_STALE_MS))
    .execute();
  let ended = 0;
  for (const run of candidates) {
    let status: (typeof OUTCOMES)[keyof typeof OUTCOMES] = 'failed';
    if (run.document_name) {
      try {
        const generation = await app.documents.withDocument(run.document_name, (doc) => {
          const state = readGeneration(doc, now.getTime());
          // Written only when the document still says running: its heartbeat is stale, so no server owns it.
          if (state?.status === 'failed') endGeneration(doc, 'failed');
          return state;
        });
        if (generation?.status === 'running') continue;
        if (generation) status = OUTCOMES[generation.status];
      } catch (error) {
        // A document that cannot be opened (deleted since) has no generation to wait for.
        app.log.warn({ err: error, aiRun: run.id }, 'AI run: its document could not be read');
      }
    }
    const result = await app.database.db
      .updateTable('ai_runs')
      .set({ status, error: status === 'failed' ? STALE_RUN_ERROR : null, finished_at: now })
      .where('id', '=', run.id)
      .where('status', '=', 'running')
      .executeTakeFirst();
    ended += Number(result.numUpdatedRows);
  }
  if (ended) app.log.warn({ ended }, 'AI runs left running by a stopped server were ended');
  return ended;
}
