import type { Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import { DOCUMENT_TOO_LARGE_CODE, DOCUMENT_TOO_LARGE_REASON } from '@shared/presence';
import { updateToKeep } from './incoming-update';

/** Thrown from beforeSync: Hocuspocus closes the connection with this code and reason, keeping nothing. */
class DocumentTooLargeError extends Error {
  code = DOCUMENT_TOO_LARGE_CODE;
  reason = DOCUMENT_TOO_LARGE_REASON;
}

/**
 * The document size cap (`COLLAB_MAX_DOCUMENT_BYTES`): an update that would take an open document past it
 * closes its connection instead of being applied or logged. Each open document's size is counted from
 * above: its stored snapshot and log at load, or its encoded state at the last snapshot, plus every update
 * accepted since (updates overlap; each snapshot corrects it).
 */
export function createSizeLimit({ config, log }: Pick<FastifyInstance, 'config' | 'log'>) {
  const sizeByDocument = new Map<string, number>();
  const maxBytes = config.COLLAB_MAX_DOCUMENT_BYTES;
  const sizeOf = (documentName: string) => sizeByDocument.get(documentName) ?? 0;
  const roomLeft = (documentName: string) => maxBytes - sizeOf(documentName);
  const add = (documentName: string, bytes: number) => {
    sizeByDocument.set(documentName, sizeOf(documentName) + bytes);
  };

  const extension: Extension = {
    extensionName: 'size-limit',
    // Above the update log's: a refused update never reaches the log.
    priority: 60,

    async beforeSync(message) {
      if (!updateToKeep(message)) return;
      const { documentName, payload } = message;
      if (payload.length > roomLeft(documentName)) {
        log.warn({ documentName, maxBytes }, 'Refused an update past the document size cap');
        throw new DocumentTooLargeError(`${documentName} would exceed ${maxBytes} bytes`);
      }
      add(documentName, payload.length);
    },

    async afterUnloadDocument({ documentName }) {
      sizeByDocument.delete(documentName);
    },
  };

  return {
    extension,
    sizeOf,
    /** The document's size is known exactly (its stored snapshot was read or written). */
    set(documentName: string, bytes: number) {
      sizeByDocument.set(documentName, bytes);
    },
    /** The document took in `bytes` more (log entries replayed, a REST write). */
    add,
    /** Whether an open document is at its size cap (a REST write into it is refused then). */
    isFull: (documentName: string) => roomLeft(documentName) <= 0,
  };
}

export type SizeLimit = ReturnType<typeof createSizeLimit>;
