import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { PROJECTION_VERSION } from '../../plugins/app/documents/documents-repository';
import { migrateDocument } from '../migrate-document';
import { replayLog } from '../yjs-updates';
import { createProjector } from './projector';

const PAGE = 100;

/**
 * Writes the projection of every document projected by an older version again, from its snapshot and log
 * (the log is left as it is). Each document is rebuilt in one transaction under its row's lock, so
 * instances starting together do each document once. A document that cannot be read is logged and left
 * to its next store.
 */
export async function rebuildProjections(
  app: Pick<FastifyInstance, 'repos' | 'clock' | 'jobs' | 'database' | 'log'>,
): Promise<number> {
  const { documents } = app.repos;
  const projector = createProjector(app);
  let rebuilt = 0;
  for (;;) {
    const names = await documents.outdatedProjections(PROJECTION_VERSION, PAGE);
    if (names.length === 0) break;
    if (rebuilt === 0) app.log.info('Rebuilding the relational projection of stored documents');
    for (const name of names) {
      const document = new Y.Doc();
      try {
        await app.database.db.transaction().execute(async (trx) => {
          if ((await documents.lockForStore(name, trx)) === null) return;
          const stored = await documents.load(name, trx);
          if (!stored) return;
          if (stored.snapshot) Y.applyUpdate(document, stored.snapshot);
          replayLog(document, stored.log);
          migrateDocument(name, document);
          // Nothing changed for anyone: the rows are written again in a newer shape, and no change is recorded.
          await projector.project(trx, name, document, null);
          await documents.setProjectionVersion(name, PROJECTION_VERSION, trx);
        });
      } catch (error) {
        app.log.error({ err: error, documentName: name }, 'Could not rebuild the projection of a document');
        await documents.setProjectionVersion(name, PROJECTION_VERSION);
      } finally {
        projector.forget?.(name);
        document.destroy();
      }
      rebuilt += 1;
    }
  }
  if (rebuilt > 0) app.log.info({ documents: rebuilt }, 'Rebuilt the relational projection');
  return rebuilt;
}
