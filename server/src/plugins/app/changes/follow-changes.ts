import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  FOLLOW_CHANGES_JOB,
  parseFollowedRange,
  readLinkedChanges,
  type StoredChanges,
} from '../../../documents/changes';
import { createTodoCardSync } from '../boards/todo-card-sync';
import { followForSearch } from '../search/search-plugin';
import { createItemNotices } from './item-notices';
import { createListProgressNotices } from './list-progress';

/** A follow job that failed is tried again soon: a linked card waits on it. */
const RETRY_DELAYS_MS = [1_000, 10_000, 60_000, 5 * 60_000];

/**
 * What follows a store, read from the change record by the durable job the store enqueued in its own
 * transaction: the workspace's data version, item notices, list progress and the linked to-do and card
 * rule. Each is safe to run again (a job whose instance died mid-run is claimed again after its lease).
 */
export default fp(async function followChanges(app: FastifyInstance) {
  const itemNotices = createItemNotices(app);
  const listProgress = createListProgressNotices(app);
  const todoCardSync = createTodoCardSync(app);
  app.jobs.register(
    FOLLOW_CHANGES_JOB,
    async (payload, job) => {
      const range = parseFollowedRange(payload);
      if (!range) {
        app.log.error({ payload }, 'A job following changes names no range of them; left alone');
        return;
      }
      // Run by the instance that stored: the changes its statement returned (StoredChanges) stand for the
      // record's rows; run by another, they are read back.
      const stored = job.known as StoredChanges | undefined;
      const changes = await readLinkedChanges(app.database.db, range, stored);
      // Told once the workspace's new data version is set: a page reloading on a notice must not be
      // answered from a tag of before the change.
      await app.dataVersions.bump(range.workspaceId);
      itemNotices(range.documentName, changes);
      await listProgress(range.documentName, changes).catch((error: unknown) => {
        app.log.warn({ err: error, documentName: range.documentName }, 'List progress notice failed');
      });
      await todoCardSync(range.documentName, changes);
      await app.webhooks.followStore(range, stored);
      // Last: indexing a document's first store whole must not hold up the notices or a linked card.
      await followForSearch(app, range, stored);
    },
    { retryDelaysMs: RETRY_DELAYS_MS },
  );
});
