import type { beforeSyncPayload } from '@hocuspocus/server';
import * as Y from 'yjs';
import { snapshotContains } from './yjs-updates';

const SYNC_STEP_2 = 1;
const UPDATE = 2;

type Structs = ReturnType<typeof Y.decodeUpdate>['structs'];

/** Hocuspocus hands every extension's beforeSync the same payload object for one message. */
const decoded = new WeakMap<beforeSyncPayload, Structs | null>();

function decode({ type, payload, connection, document }: beforeSyncPayload): Structs | null {
  if ((type !== SYNC_STEP_2 && type !== UPDATE) || connection.readOnly) return null;
  // Refuse what is not a Yjs update before it reaches the log (Hocuspocus closes the connection).
  const { structs } = Y.decodeUpdate(payload);
  // A client already in sync answers with an empty step 2: nothing to keep.
  if (type === SYNC_STEP_2 && snapshotContains(Y.snapshot(document), payload)) return null;
  return structs;
}

/**
 * The update a sync message from a writable connection brings for the document to keep, decoded: null for
 * any other message and for a step 2 the document already holds. Decoded once per message, however many
 * extensions ask; throws on what is not a Yjs update.
 */
export function updateToKeep(message: beforeSyncPayload): Structs | null {
  let structs = decoded.get(message);
  if (structs === undefined) {
    structs = decode(message);
    decoded.set(message, structs);
  }
  return structs;
}
