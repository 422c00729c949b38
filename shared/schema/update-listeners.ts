import type * as Y from 'yjs';

/**
 * Sets a document's 'update' listeners aside until the returned function puts them back. Yjs encodes every
 * transaction as an update while anything listens for updates; a transaction that only loads a whole
 * stored state, which no listener needs as an update, then costs no encoding at all.
 */
export function setAsideUpdateListeners(doc: Y.Doc): () => void {
  const listeners = doc._observers.get('update');
  doc._observers.delete('update');
  return () => {
    if (listeners) doc._observers.set('update', listeners);
  };
}
