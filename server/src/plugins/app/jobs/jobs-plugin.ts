import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * The durable job queue: kinds are registered by the plugins that own them, before the app is ready. At
 * start-up every due job runs (those that need the server's address once it listens), then the queue
 * sweeps on an interval; closing stops the sweeps and lets the jobs in flight finish.
 */
export default fp(async function jobs(app: FastifyInstance) {
  const queue = createJobQueue({
    repo: app.repos.jobs,
    clock: app.clock,
    logger: app.log,
    owner: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  });
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onListen', async () => queue.listening());
  app.addHook('preClose', async () => queue.stop());
});
