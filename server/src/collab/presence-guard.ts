import type { Connection, Document } from '@hocuspocus/server';
import { jsonWithinDepth } from '../json-depth';
import { BoundedReader, Refused } from './bounded-reader';

/**
 * The largest presence (awareness) state one client may publish, as JSON: a user, a cursor and a
 * selection of up to 1,000 item ids (what the app sends) fit several times over.
 */
export const MAX_PRESENCE_STATE_BYTES = 64 * 1024;
/** The largest presence message: one's own state, and the departures of peers a client may pass on. */
export const MAX_PRESENCE_MESSAGE_BYTES = 128 * 1024;
/**
 * The client ids one connection may publish presence for. A provider publishes one at a time, but a
 * client's id can change during a connection (Yjs draws a new one when it sees its own in a remote change).
 */
export const MAX_PRESENCE_CLIENTS = 8;

/**
 * Checks a presence message's payload (y-protocols: a count, then each client's id, clock and JSON state)
 * before Hocuspocus parses it: its size, each state's size, and each state's nesting. Throws Refused.
 */
export function checkPresenceMessage(reader: BoundedReader): void {
  const [start, end] = reader.span();
  if (end - start > MAX_PRESENCE_MESSAGE_BYTES) throw new Refused('the presence message is too large');
  const payload = new BoundedReader(reader.bytes, start, end);
  const entries = payload.count();
  for (let index = 0; index < entries; index += 1) {
    payload.varUint();
    payload.varUint();
    const [stateStart, stateEnd] = payload.utf8();
    if (stateEnd - stateStart > MAX_PRESENCE_STATE_BYTES) throw new Refused('a presence state is too large');
    if (!jsonWithinDepth(reader.bytes, stateStart, stateEnd)) {
      throw new Refused('a presence state nests too deeply');
    }
  }
  if (payload.left > 0) throw new Refused('bytes follow the presence message');
}

/**
 * Which client ids each connection publishes presence for: a connection announces an id by being the
 * first to set a state for it, at most MAX_PRESENCE_CLIENTS of them, and never one whose state another
 * connection (or another instance) holds. Entries for any other id are dropped from its messages, so
 * nobody can overwrite or blank someone else's presence, while a provider passing on a peer's departure
 * is not punished for it.
 */
export function createPresenceClaims() {
  const claims = new WeakMap<Connection, Set<number>>();
  return {
    /** Removes from `states` (a message's decoded states) the entries `connection` may not set. */
    filter(document: Document, connection: Connection, states: Map<number, unknown>): void {
      let own = claims.get(connection);
      if (!own) {
        own = new Set();
        claims.set(connection, own);
      }
      const held = document.awareness.getStates();
      for (const clientId of [...states.keys()]) {
        if (own.has(clientId)) continue;
        if (own.size >= MAX_PRESENCE_CLIENTS || held.has(clientId)) states.delete(clientId);
        else own.add(clientId);
      }
    },
  };
}
