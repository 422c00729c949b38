import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_DELETION_JOB, carryOutAccountDeletion } from './account-deletion';

/**
 * Scheduled account deletions as durable jobs: due when the grace period ends, claimed by one instance,
 * and retried (erasing is safe to run again) when an attempt fails or its instance dies.
 */
export default fp(async function accountDeletion(app: FastifyInstance) {
  app.jobs.register(ACCOUNT_DELETION_JOB, (payload) => carryOutAccountDeletion(app, payload), {
    retryDelaysMs: [60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000],
  });
});
