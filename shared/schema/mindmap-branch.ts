import type * as Y from 'yjs';
import { keepNodesMerged } from './mindmap-merge';
import { readMindmap } from './mindmap-reader';
import { branchOf } from './mindmap-resolve';
import { deleteStoredNode, writeStoredNode } from './mindmap-store';

/**
 * Writes to a whole branch of a map (a node and everything below it), each in one transaction, so one
 * undo step reverts it. Layout of the document: mindmap-store.ts.
 */

/**
 * Deletes a node and every node below it; answers the ids deleted, the node first (none for the root or
 * a missing node). A to-do list linked to a deleted node is a separate document and is left alone.
 */
export function deleteBranch(doc: Y.Doc, id: string): string[] {
  keepNodesMerged(doc);
  return doc.transact(() => {
    const { rootId, nodes } = readMindmap(doc);
    if (id === rootId) return [];
    const branch = branchOf(new Map(nodes.map((node) => [node.id, node.parentId])), id);
    for (const node of branch) deleteStoredNode(doc, node);
    return branch;
  });
}

/**
 * Folds (or unfolds) every node that has children; answers how many changed. Leaves are left alone, so
 * a later child does not arrive hidden.
 */
export function setAllCollapsed(doc: Y.Doc, collapsed: boolean): number {
  keepNodesMerged(doc);
  return doc.transact(() => {
    const { rootId, nodes } = readMindmap(doc);
    const parents = new Set(nodes.map((node) => node.parentId));
    let changed = 0;
    for (const node of nodes) {
      // The root stays open: a map folded at its root shows one node and nothing to unfold it from.
      if (node.id === rootId || !parents.has(node.id) || node.collapsed === collapsed) continue;
      if (writeStoredNode(doc, node.id, { collapsed })) changed += 1;
    }
    return changed;
  });
}
