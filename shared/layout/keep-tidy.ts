import type * as Y from 'yjs';
import { getMindmapLayout } from '@shared/schema/mindmap';
import type { MindmapNode } from '@shared/schema/mindmap-model';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { tidyMindmap } from './tidy-map';

/** The origin of the re-lays keepMindmapTidy writes: not the editor's own (null), so never an undo step. */
export const TIDY_ORIGIN = Symbol('tidy layout');

/** What a tidy layout depends on: the tree, the labels and the folds, not the positions. */
function structureOf(layout: string, nodes: readonly MindmapNode[]): string {
  return [layout, ...nodes.map((node) => `${node.id}<${node.parentId}:${node.collapsed}:${node.label}`)].join(
    '\n',
  );
}

/**
 * Keeps a tidy map tidy after changes that came from elsewhere: two people adding children at once (each
 * re-laid the map without the other's child), a script's nodes over REST, a client that knows no
 * layouts. After a change, once changes pause for `delayMs`, the map is re-laid if its tree,
 * labels, folds or layout changed since the last look; a change of positions alone never re-lays it, so
 * two peers can never answer each other's re-lays for ever. Every peer computes the same places, so
 * peers doing it at once agree. `read` gives the map's nodes as readMindmap does (an editor passes the
 * reader its canvas keeps, so a look costs no second reading of a big map). Answers the stop function.
 */
export function keepMindmapTidy(
  doc: Y.Doc,
  delayMs = 150,
  read: () => readonly MindmapNode[] = () => readMindmap(doc).nodes,
): () => void {
  let seen = structureOf(getMindmapLayout(doc), read());
  let timer: ReturnType<typeof setTimeout> | null = null;
  const look = () => {
    timer = null;
    const layout = getMindmapLayout(doc);
    const structure = structureOf(layout, read());
    if (structure === seen) return;
    seen = structure;
    if (layout !== 'free') doc.transact(() => tidyMindmap(doc, layout), TIDY_ORIGIN);
  };
  const afterTransaction = (transaction: Y.Transaction) => {
    // Local edits re-lay themselves; looking after them too keeps `seen` current, so that a remote change
    // of positions alone that follows one is not taken for a change of the tree.
    if (transaction.origin === TIDY_ORIGIN || timer !== null) return;
    timer = setTimeout(look, delayMs);
  };
  doc.on('afterTransaction', afterTransaction);
  return () => {
    doc.off('afterTransaction', afterTransaction);
    if (timer !== null) clearTimeout(timer);
  };
}
