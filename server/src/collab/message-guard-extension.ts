import type { Connection, Extension } from '@hocuspocus/server';
import type { FastifyInstance } from 'fastify';
import type * as Y from 'yjs';
import { BoundedReader, Refused } from './bounded-reader';
import { checkPresenceMessage, createPresenceClaims } from './presence-guard';
import { updateRefusalFor } from './type-depth';
import { FIRST_SYNC_LIMITS, UPDATE_LIMITS } from './update-scan';

/** Hocuspocus's message types and the sync protocol's steps. */
const SYNC = 0;
const AWARENESS = 1;
const SYNC_REPLY = 4;
const SYNC_STEP_2 = 1;

/**
 * The largest message a connection may send, but for its first sync step 2: an edit, a sync step 1,
 * anything from a viewer. Far above one person's edit; a connection's first step 2 carries what it did
 * offline and may be as large as a WebSocket message (attach.ts).
 */
export const MAX_UPDATE_BYTES = 1024 * 1024;

/** Thrown from beforeHandleMessage: Hocuspocus closes the document's connection with this code and reason. */
class MessageRefusedError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly reason: string,
  ) {
    super(message);
  }
}

const tooLarge = (what: string) => new MessageRefusedError(what, 1009, 'Message too large');
const refused = (why: string) => new MessageRefusedError(why, 4400, 'Update refused');

/**
 * Every message from a client is measured before anything decodes it: its size against its kind's cap,
 * then a sync message's update by a scan that walks it without building it (update-scan.ts) and by the
 * depth its shared types would reach in the document (type-depth.ts), and a
 * presence message's states by size and nesting (presence-guard.ts). A refused message closes its
 * document's connection and changes nothing; the client opens the document again, and its first sync
 * carries whatever it still has to send, under the larger allowance of a first sync.
 */
export function createMessageGuard({ log }: Pick<FastifyInstance, 'log'>): Extension {
  const firstSyncTaken = new WeakSet<Connection>();
  const presence = createPresenceClaims();

  function checkSync(reader: BoundedReader, connection: Connection, document: Y.Doc): void {
    const step = reader.varUint();
    const first = step === SYNC_STEP_2 && !connection.readOnly && !firstSyncTaken.has(connection);
    if (step === SYNC_STEP_2) firstSyncTaken.add(connection);
    const [start, end] = reader.span();
    if (!first && end - start > MAX_UPDATE_BYTES) throw tooLarge(`a sync message of ${end - start} bytes`);
    // A sync step 1 carries a state vector, not an update: its size is all there is to bound.
    if (step !== SYNC_STEP_2 && step !== 2) return;
    const refusal = updateRefusalFor(
      document,
      reader.bytes.subarray(start, end),
      first ? FIRST_SYNC_LIMITS : UPDATE_LIMITS,
    );
    if (refusal) throw refused(`an update refused: ${refusal}`);
  }

  return {
    extensionName: 'message-guard',
    // Above every extension that reads a message (node merge 70, size limit 60, update log 40).
    priority: 80,

    async beforeHandleMessage({ update, connection, document, documentName }) {
      const reader = new BoundedReader(update);
      try {
        reader.utf8();
        const type = reader.varUint();
        if (type === SYNC || type === SYNC_REPLY) checkSync(reader, connection, document);
        else if (type === AWARENESS) checkPresenceMessage(reader);
        else if (update.length > MAX_UPDATE_BYTES) throw tooLarge(`a message of ${update.length} bytes`);
      } catch (error) {
        const refusal = error instanceof Refused ? refused(error.message) : error;
        if (refusal instanceof MessageRefusedError) {
          log.warn({ documentName, why: refusal.message }, 'Refused a message from a client');
        }
        throw refusal;
      }
    },

    async beforeHandleAwareness({ connection, document, states }) {
      // Presence passed on by another instance (through Redis) was checked where it came in.
      if (connection) presence.filter(document, connection, states);
    },
  };
}
