import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ORPHANED_COMMENTS_KEPT_MS } from './comments-repository';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes the threads of deleted to-dos and cards once their deletion is older than an undo can reach
 * (the projection marks them when the item leaves every document of its workspace, and unmarks them if it
 * comes back). At start-up, then hourly.
 */
export default fp(async function orphanedComments(app: FastifyInstance) {
  async function sweep() {
    const before = new Date(app.clock.now().getTime() - ORPHANED_COMMENTS_KEPT_MS);
    const removed = await app.repos.comments.deleteOrphaned(before);
    if (removed > 0) app.log.info({ removed }, 'Removed the comments of items deleted a day ago');
  }
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => {
      sweep().catch((error: unknown) => app.log.warn({ err: error }, 'Sweeping orphaned comments failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
});
