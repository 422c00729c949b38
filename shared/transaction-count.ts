import type * as Y from 'yjs';

const counters = new WeakMap<Y.Doc, { count: number }>();

/**
 * A counter of `doc`'s transactions (local and remote, inserts and deletes alike), kept by one listener per
 * document for as long as the document lives. A reader that read the document at count n and finds n
 * again later knows nothing changed meanwhile, without reading it again.
 */
export function transactionCounter(doc: Y.Doc): { readonly count: number } {
  let counter = counters.get(doc);
  if (!counter) {
    const created = { count: 0 };
    doc.on('afterTransaction', () => {
      created.count += 1;
    });
    counters.set(doc, created);
    counter = created;
  }
  return counter;
}
