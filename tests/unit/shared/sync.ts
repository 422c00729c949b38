import * as Y from 'yjs';

/** Exchanges everything each document is missing, so all of them end in the same state. */
export function syncDocs(...docs: Y.Doc[]): void {
  for (const from of docs) {
    for (const to of docs) {
      if (from !== to) Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
    }
  }
}

/** A second replica of `doc` (another client that has synced once and then goes its own way). */
export function replicaOf(doc: Y.Doc): Y.Doc {
  const replica = new Y.Doc();
  Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
  return replica;
}

/** Replicas with chosen client ids, so which of two concurrent writes wins is known in advance. */
export function replicasWithIds(doc: Y.Doc, ...clientIds: number[]): Y.Doc[] {
  return clientIds.map((clientID) => {
    const replica = new Y.Doc();
    replica.clientID = clientID;
    Y.applyUpdate(replica, Y.encodeStateAsUpdate(doc));
    return replica;
  });
}
