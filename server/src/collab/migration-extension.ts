import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type { DocumentStore } from './document-store';
import { migrateDocument } from './migrate-document';

/**
 * Brings each document it loads to the current schema version. A migration's changes are in no log entry,
 * so the document's next store writes a snapshot that holds them.
 */
export function createMigrationExtension(
  { log }: Pick<FastifyInstance, 'log'>,
  documentStore: Pick<DocumentStore, 'markUnlogged'>,
): Extension {
  return {
    extensionName: 'migration',
    // Below the update log's: the document is migrated once its snapshot and log are in.
    priority: 30,

    async onLoadDocument({ documentName, document }) {
      const migration = migrateDocument(documentName, document);
      if (migration && migration.to !== migration.from) documentStore.markUnlogged(documentName);
      if (migration?.newer) {
        log.warn({ documentName, version: migration.from }, 'Document is newer than this server understands');
      }
    },
  };
}
