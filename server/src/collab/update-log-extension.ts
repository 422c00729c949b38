import type { Document, Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import * as Y from 'yjs';
import { parseDocumentName } from '@shared/schema/document-name';
import { addedItemIds } from '@shared/schema/items';
import type { Author } from '../db/schema';
import { createAcknowledgementGate } from './acknowledgements';
import type { CollabContext } from './auth-extension';
import { DocumentGoneError, type Projector } from './document-store';
import { updateToKeep } from './incoming-update';
import type { PendingLog } from './pending-log';
import type { SizeLimit } from './size-limit-extension';
import type { StoreRetries } from './store-retries';
import type { UpdateLog } from './update-log';
import { logBytes, replayLog, withoutUpdateListeners } from './yjs-updates';

interface Dependencies {
  updateLog: UpdateLog;
  pendingLog: PendingLog;
  sizes: SizeLimit;
  projector: Projector;
  retries: StoreRetries;
}

/**
 * The update log: every update from a writable connection is committed to the database log before it is
 * acknowledged (it is applied and broadcast meanwhile, see acknowledgements.ts), so nothing acknowledged is
 * lost when the process dies; loading replays the log entries the snapshot lacks.
 */
export function createUpdateLogExtension(
  { repos, log }: Pick<FastifyInstance, 'repos' | 'log'>,
  { updateLog, pendingLog, sizes, projector, retries }: Dependencies,
) {
  const { documents } = repos;

  const acknowledgements = createAcknowledgementGate((connection, error) => {
    const level = error instanceof DocumentGoneError ? 'warn' : 'error';
    log[level]({ err: error, documentName: connection.document.name }, 'An update could not be saved');
    connection.close({ code: 1011, reason: 'Update not saved' });
  });

  /**
   * Makes an update durable: appended to the log, as written by `author`, with the items it adds to the
   * document's index.
   */
  async function commit(
    documentName: string,
    document: Document,
    update: Uint8Array,
    author: Author,
    structs = Y.decodeUpdate(update).structs,
  ) {
    const kind = parseDocumentName(documentName)?.kind;
    const items = kind ? addedItemIds(kind, structs) : [];
    try {
      const id = await updateLog.append(documentName, update, items, [author]);
      pendingLog.appended(documentName, { id, update });
      if (items.length > 0) projector.forgetItems?.(documentName);
    } catch (error) {
      // Deleted while open: the connection closes and the document unloads, with nothing left to save.
      const gone = await documents.workspaceOf(documentName).then(
        (workspaceId) => workspaceId === null,
        () => false,
      );
      if (gone) throw new DocumentGoneError(documentName);
      log.warn({ err: error, documentName }, 'Log append failed; saving a snapshot instead');
      await retries.storeUntilDurable(documentName, document);
    }
  }

  const extension: Extension = {
    extensionName: 'update-log',
    // Below the snapshot's, whose load reads the log entries replayed here, and below the size limit's,
    // which refuses an update before it is logged.
    priority: 40,

    async onLoadDocument({ documentName, document }) {
      const { applied, rejected } = withoutUpdateListeners(document, () =>
        replayLog(document, pendingLog.of(documentName)),
      );
      for (const { entry, reason } of rejected) {
        log.warn({ documentName, updateId: entry.id, reason }, 'Skipped a log entry that does not apply');
        await documents.reject(documentName, entry, reason);
      }
      pendingLog.set(documentName, applied);
      sizes.add(documentName, logBytes(applied));
    },

    async beforeSync(message) {
      const structs = updateToKeep(message);
      if (!structs) return;
      const { connection, documentName, document, payload } = message;
      const { author } = message.context as CollabContext;
      const written = pendingLog.writing(documentName, author);
      acknowledgements.hold(
        connection,
        commit(documentName, document, payload, author, structs).finally(written),
      );
    },

    async afterUnloadDocument({ documentName }) {
      pendingLog.forget(documentName);
    },
  };

  return { extension, commit };
}
