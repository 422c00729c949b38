import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WORKSPACE_DELETION_JOB } from './workspace-deletion';
import { carryOutDeletion } from './workspace-deletion-schedule';

/**
 * Scheduled workspace deletions as durable jobs: due when the grace period ends, claimed by one instance,
 * and retried (erasing is safe to run again) when an attempt fails or its instance dies.
 */
export default fp(async function workspaceDeletion(app: FastifyInstance) {
  app.jobs.register(WORKSPACE_DELETION_JOB, (payload) => carryOutDeletion(app, payload), {
    retryDelaysMs: [60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000],
  });
});
