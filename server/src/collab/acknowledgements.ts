import type { Connection } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';

/** Hocuspocus's SyncStatus message type: the acknowledgement a provider counts its unsynced changes by. */
const SYNC_STATUS = 8;
/** An acknowledgement is the document's address, the type and one flag; anything longer is not one. */
const LONGEST_ACKNOWLEDGEMENT = 1024;

/** Whether an outgoing frame is a positive SyncStatus ("your update is saved"). */
export function isAcknowledgement(message: Uint8Array): boolean {
  const length = message.length;
  if (length > LONGEST_ACKNOWLEDGEMENT || message[length - 2] !== SYNC_STATUS || message[length - 1] !== 1) {
    return false;
  }
  try {
    const decoder = decoding.createDecoder(message);
    decoding.readVarString(decoder);
    return decoding.readVarUint(decoder) === SYNC_STATUS && decoder.pos === length - 1;
  } catch {
    return false;
  }
}

interface Gate {
  /** Settles once every commit registered so far has settled; rejects if one failed. */
  committed: Promise<void>;
  /** Commits registered and not settled yet. */
  outstanding: number;
}

/**
 * Holds each connection's acknowledgements until the updates they acknowledge are committed. Hocuspocus
 * applies, broadcasts and acknowledges an update as soon as the beforeSync hook returns; the hook starts the
 * commit and registers it here instead of awaiting it, so collaborators see an edit without waiting on the
 * database while its author is told "saved" only once it is durable. A connection's messages are handled
 * one at a time, so the acknowledgement Hocuspocus sends after an update always follows that update's
 * registration. A failed commit closes the connection without its acknowledgement: the provider keeps the
 * change as unsynced and sends it again when it reconnects.
 */
export function createAcknowledgementGate(onFailure: (connection: Connection, error: unknown) => void) {
  const gates = new WeakMap<Connection, Gate>();

  function gateOf(connection: Connection): Gate {
    const existing = gates.get(connection);
    if (existing) return existing;
    const gate: Gate = { committed: Promise.resolve(), outstanding: 0 };
    const send = connection.send.bind(connection);
    connection.send = (message: Uint8Array) => {
      if (gate.outstanding === 0 || !isAcknowledgement(message)) {
        send(message);
        return;
      }
      gate.committed.then(
        () => send(message),
        () => undefined, // the failure closed the connection; nothing is acknowledged
      );
    };
    gates.set(connection, gate);
    return gate;
  }

  return {
    /** Makes the connection's next acknowledgements wait for `commit`. */
    hold(connection: Connection, commit: Promise<unknown>) {
      const gate = gateOf(connection);
      gate.outstanding += 1;
      const settled = commit.then(
        () => undefined,
        (error: unknown) => {
          onFailure(connection, error);
          throw error;
        },
      );
      gate.committed = Promise.all([gate.committed, settled]).then(() => undefined);
      // Observed here so that a failure is never an unhandled rejection; senders observe it again.
      gate.committed.catch(() => undefined);
      void settled.then(
        () => (gate.outstanding -= 1),
        () => (gate.outstanding -= 1),
      );
    },
  };
}
