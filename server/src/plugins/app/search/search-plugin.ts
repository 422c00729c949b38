import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { parseFollowedRange, type FollowedRange, type StoredChanges } from '../../../documents/changes';
import { buildDocument, indexChanges, unbuiltDocuments } from './search-index';

/** Indexes a store's changes again when following them inline failed (the payload is their range). */
export const SEARCH_FOLLOW_JOB = 'search.follow';
/** Indexes whole the documents the index does not hold whole yet, in the background. */
export const SEARCH_BUILD_JOB = 'search.build';
/** The background build looks for such documents this often (and once the server listens). */
export const SEARCH_BUILD_EVERY_MS = 10 * 60_000;
const BUILD_PAGE = 50;

/**
 * Indexes what a store changed, from the change record, as part of what follows the store; should it
 * fail, a job of its own tries again, so the rest of what follows the store is not held up by search.
 */
export async function followForSearch(
  app: Pick<FastifyInstance, 'database' | 'jobs' | 'log'>,
  range: FollowedRange,
  stored?: StoredChanges,
): Promise<void> {
  try {
    await indexChanges(app.database.db, range, stored);
  } catch (error) {
    app.log.warn(
      { err: error, documentName: range.documentName },
      'Search: indexing a store failed; retried',
    );
    await app.jobs.enqueue(SEARCH_FOLLOW_JOB, { ...range });
  }
}

/** Builds every document not indexed whole yet; how many items it wrote. */
export async function buildUnbuilt(app: Pick<FastifyInstance, 'database' | 'log'>): Promise<number> {
  const { db } = app.database;
  let written = 0;
  const started = Date.now();
  // A document that cannot be built now (its build failed) is left to the next run.
  const tried = new Set<string>();
  for (;;) {
    const names = (await unbuiltDocuments(db, BUILD_PAGE + tried.size)).filter((name) => !tried.has(name));
    if (names.length === 0) break;
    for (const name of names) {
      tried.add(name);
      written += await buildDocument(db, name).catch((error: unknown) => {
        app.log.warn({ err: error, documentName: name }, 'Search: a document could not be indexed');
        return 0;
      });
    }
  }
  const documents = tried.size;
  if (documents > 0) {
    app.log.info({ documents, items: written, ms: Date.now() - started }, 'Search: indexed documents whole');
  }
  return written;
}

/**
 * Search's index (migrations/0033_search.sql): followed from the change record by the job that follows
 * each store (followForSearch), and built whole in the background, once the server listens, for the
 * documents it does not hold whole yet (those there before it, and any a store never recorded an item of).
 */
export default fp(async function search(app: FastifyInstance) {
  app.jobs.register(
    SEARCH_FOLLOW_JOB,
    async (payload) => {
      const range = parseFollowedRange(payload);
      if (range) await indexChanges(app.database.db, range);
    },
    { retryDelaysMs: [1_000, 10_000, 60_000, 5 * 60_000] },
  );
  app.jobs.register(SEARCH_BUILD_JOB, async () => void (await buildUnbuilt(app)), {
    everyMs: SEARCH_BUILD_EVERY_MS,
    afterListen: true,
  });
});
