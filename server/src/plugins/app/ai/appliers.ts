import type * as Y from 'yjs';
import { addCard, DONE_COLUMN_ID, NEW_COLUMN_ID, readColumns } from '@shared/schema/board';
import { writtenAt } from '@shared/schema/fields';
import { addNode, moveNodes } from '@shared/schema/mindmap';
import { placeLast, type SiblingKey } from '@shared/schema/sibling-order';
import { readMindmap } from '@shared/schema/mindmap-reader';
import { addTodo } from '@shared/schema/todolist';
import type { BranchDraft, CardDraft, LeafDraft, TodoDraft } from './drafts';
import { placeNewChild, tidyMindmap } from '@shared/layout/tidy-map';
import { createTreeLayout, type PlacedNode } from './mindmap-layout';

/**
 * How a checked item enters its document, through the schema functions only. Each writer runs inside one
 * document transaction, so a branch with its children appears at once, and answers how many entries
 * (nodes at every depth, to-dos, cards) it added: the count people are told.
 */

/**
 * A drafted map's branches: on a free map laid out as a tree to the right of the root as they stream in;
 * on a tidy map, by its layout, re-laid as each branch arrives.
 */
export function mindmapWriter(): (doc: Y.Doc, branch: BranchDraft) => number {
  let layout: ReturnType<typeof createTreeLayout> | null = null;
  return (doc, branch) => {
    const { rootId, nodes } = readMindmap(doc);
    const root = rootId ? nodes.find((node) => node.id === rootId) : null;
    if (!rootId || !root) return 0;
    layout ??= createTreeLayout(root);
    const placed = layout.placeBranch(branch);
    // A branch is written in one instant: each node is placed last among its siblings by a creation time
    // of its own, so the branch keeps the draft's order.
    const written: SiblingKey[] = [];
    const write = (node: PlacedNode, parentId: string, siblings: readonly SiblingKey[]) => {
      const place = placeLast(siblings, parentId);
      const id = writtenAt(place.createdAt, () =>
        addNode(doc, {
          parentId,
          label: node.label,
          description: node.description,
          x: node.x,
          y: node.y,
          ...(place.rank ? { rank: place.rank } : {}),
        }),
      );
      if (!id) return;
      written.push({ parentId, ...place });
      node.children.forEach((child) => write(child, id, written));
    };
    write(placed, rootId, nodes);
    tidyMindmap(doc);
    return written.length;
  };
}

export function writeTodo(doc: Y.Doc, todo: TodoDraft): number {
  return addTodo(doc, { title: todo.title, description: todo.description }) ? 1 : 0;
}

/** A card goes to the lane it names (New when that lane is gone); cards drafted as Done are done. */
export function writeCard(doc: Y.Doc, card: CardDraft): number {
  const lanes = readColumns(doc);
  const lane =
    lanes.find((column) => column.title.toLowerCase() === card.lane.toLowerCase()) ??
    lanes.find((column) => column.id === NEW_COLUMN_ID) ??
    lanes[0];
  if (!lane) return 0;
  const id = addCard(doc, {
    columnId: lane.id,
    title: card.title,
    description: card.description,
    priority: card.priority,
    status: lane.id === DONE_COLUMN_ID ? 'done' : 'open',
  });
  return id ? 1 : 0;
}

/**
 * A new child of a node, unless a child of that label is already there; placed as the editor places a
 * child: on a free map radially, outward, clear of every node, label and edge, its own edge crossing
 * none, the neighbouring branches moved aside first in the same transaction when the node is hemmed in;
 * on a tidy map last among its siblings, the map re-laid in the same transaction.
 */
export function childWriter(nodeId: string): (doc: Y.Doc, child: LeafDraft) => number {
  return (doc, child) => {
    const { nodes } = readMindmap(doc);
    const parent = nodes.find((node) => node.id === nodeId);
    if (!parent) return 0;
    const label = child.label.toLowerCase();
    if (nodes.some((node) => node.parentId === nodeId && node.label.toLowerCase() === label)) return 0;
    const { moves, place } = placeNewChild(doc, nodes, nodeId, child.label);
    const last = placeLast(nodes, nodeId);
    const id = doc.transact(() => {
      moveNodes(doc, moves);
      const added = writtenAt(last.createdAt, () =>
        addNode(doc, {
          parentId: nodeId,
          label: child.label,
          description: child.description,
          ...place,
          ...(last.rank ? { rank: last.rank } : {}),
        }),
      );
      tidyMindmap(doc);
      return added;
    });
    return id ? 1 : 0;
  };
}
