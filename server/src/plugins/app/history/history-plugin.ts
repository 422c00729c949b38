import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { THIN_HISTORY_EVERY_MS, THIN_HISTORY_JOB, thinHistories } from './history-thinning';

/** Documents' histories: their retention runs as a recurring durable job (one instance each time). */
export default fp(async function history(app: FastifyInstance) {
  app.jobs.register(THIN_HISTORY_JOB, async () => void (await thinHistories(app)), {
    everyMs: THIN_HISTORY_EVERY_MS,
  });
});
